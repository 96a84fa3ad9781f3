import Synchronization

/// A door link given with a request: its secret is looked up by digest, compared again in
/// constant time, and must still open (`DoorLink.opens(at:)`) at the time of the request. Every
/// way it can fail is the same `.doorLinkInvalid`. Made per request, it resolves once.
public final class DoorPass: DoorPassProvider {
    private let secret: String
    private let tokens: any TokenGenerator
    private let doors: any DoorLinkRepository
    private let clock: any Clock
    private let resolved = Mutex<DoorLink?>(nil)

    public init(secret: String, tokens: any TokenGenerator, doors: any DoorLinkRepository, clock: any Clock) {
        self.secret = secret
        self.tokens = tokens
        self.doors = doors
        self.clock = clock
    }

    public func door() async throws(DomainError) -> DoorLink? {
        if let door = resolved.withLock({ $0 }) { return door }
        guard PersonalLink.wellFormed(secret) else { throw .doorLinkInvalid }
        guard let door = try await doors.door(secretDigest: tokens.digest(secret)),
              tokens.matches(secret, digest: door.secretDigest), door.opens(at: clock.now())
        else { throw .doorLinkInvalid }
        resolved.withLock { $0 = door }
        AuditTrail.visit?.identify(.door(name: door.name))
        return door
    }
}
