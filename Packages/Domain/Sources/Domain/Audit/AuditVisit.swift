import Synchronization

/// Who makes the changes of one command or request: a face opens one around each
/// (`AuditTrail.visit`), and whoever authenticates the visitor names them in it (a session its
/// account, a personal link its guest or volunteer, a door link its door), so no use case says
/// who it acts for. The channel follows: a door's changes come from a door, a guest's or a
/// volunteer's from their link's page, an account's from the face it used.
public final class AuditVisit: Sendable {
    /// The face a visit came through: the command line or the web.
    public let face: AuditChannel
    private let actor = Mutex<AuditActor?>(nil)

    public init(face: AuditChannel) {
        self.face = face
    }

    /// Names the visitor: the last to authenticate them is who the log shows.
    public func identify(_ actor: AuditActor) {
        self.actor.withLock { $0 = actor }
    }

    /// Who the log shows: the system when nobody identified themselves.
    public var identified: AuditActor {
        actor.withLock { $0 } ?? .system
    }

    public var via: AuditChannel {
        switch identified {
        case .door: .door
        case .guest, .volunteer: .link
        case .account, .system: face
        }
    }
}
