public import Foundation

extension EventSigningKeyRepository {
    /// The event's key; a new pair is made and stored when it has none (the store keeps the
    /// first one stored, so two processes making it at once agree). Tickets' codes and
    /// volunteers' codes are signed with the same key, so a door that holds it checks both.
    public func key(for event: EventID, making signer: any SignatureService, at now: Date) async throws(DomainError) -> EventSigningKey {
        if let key = try await signingKey(of: event) { return key }
        let pair = signer.makeKeyPair()
        return try await signingKey(storingIfMissing: EventSigningKey(eventID: event, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: now))
    }
}

extension EventSigningKey {
    /// The first bytes of a public key, which a code carries to tell a code signed with another
    /// key from a tampered one.
    public static func keyID(of publicKey: [UInt8]) -> [UInt8] { Array(publicKey.prefix(2)) }
}
