/// Each event's one signing key pair.
public protocol EventSigningKeyRepository: Sendable {
    func signingKey(of event: EventID) async throws(DomainError) -> EventSigningKey?

    /// Stores `candidate` as its event's key unless the event has one already, in one
    /// transaction, and returns the key the event has now: processes making the first key at
    /// once all get the same one. A missing event throws `.eventMissing`.
    func signingKey(storingIfMissing candidate: EventSigningKey) async throws(DomainError) -> EventSigningKey
}
