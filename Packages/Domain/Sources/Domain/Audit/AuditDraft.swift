public import Foundation
import Synchronization

/// What a use case is changing, handed to `AuditTrail.recording` around the repository call
/// that changes it. A body that decides inside the store's transaction (read, decide, write)
/// says there what it decided (`record`): the store writes the entry after the body, in the
/// same transaction, from what the draft holds then. A draft without an event writes nothing.
public final class AuditDraft: Sendable {
    private struct State {
        var eventID: EventID?
        var target: String
        var changes: [AuditChange]
    }

    public let action: String
    public let at: Date
    private let state: Mutex<State>

    public init(_ action: String, event: EventID?, target: String = "", at: Date, changes: [AuditChange] = []) {
        self.action = action
        self.at = at
        state = Mutex(State(eventID: event, target: target, changes: changes))
    }

    /// What the change turned out to be; what is not given stays as it was.
    public func record(event: EventID? = nil, target: String? = nil, changes: [AuditChange]? = nil) {
        state.withLock { state in
            if let event { state.eventID = event }
            if let target { state.target = target }
            if let changes { state.changes = changes }
        }
    }

    /// The entry, as made by `actor` through `via`; nil without an event.
    func entry(by actor: AuditActor, via: AuditChannel) -> AuditEntry? {
        state.withLock { state in
            state.eventID.map { AuditEntry(eventID: $0, at: at, actor: actor, via: via, action: action, target: state.target, changes: state.changes) }
        }
    }
}
