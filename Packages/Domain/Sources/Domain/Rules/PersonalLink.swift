import Synchronization

/// A guest's personal link: a secret of 256 random bits (`TokenGenerator.makeToken`) of which
/// the store keeps only the digest. Every way a link can fail (unknown, rotated, revoked,
/// tampered, malformed) is the same `.linkInvalid`, so a page tells a guesser nothing; the
/// digest found is compared again in constant time. Made per request, it resolves once: the
/// use cases a page calls share one lookup.
public final class PersonalLink: GuestPassProvider {
    private let secret: String
    private let tokens: any TokenGenerator
    private let guests: any GuestRepository
    private let events: any EventFinder
    private let resolved = Mutex<GuestPass?>(nil)

    public init(secret: String, tokens: any TokenGenerator, guests: any GuestRepository, events: any EventFinder) {
        self.secret = secret
        self.tokens = tokens
        self.guests = guests
        self.events = events
    }

    public func requireGuest() async throws(DomainError) -> GuestPass {
        if let pass = resolved.withLock({ $0 }) { return pass }
        let pass = try await resolve()
        resolved.withLock { $0 = pass }
        AuditTrail.visit?.identify(.guest(name: pass.guest.name))
        return pass
    }

    private func resolve() async throws(DomainError) -> GuestPass {
        guard Self.wellFormed(secret) else { throw .linkInvalid }
        let digest = tokens.digest(secret)
        guard let guest = try await guests.guest(linkDigest: digest), let stored = guest.linkDigest,
              tokens.matches(secret, digest: stored),
              let event = try await events.find(id: guest.eventID) else { throw .linkInvalid }
        guard event.guestPages else { throw .guestPagesOff }
        return GuestPass(event: event, guest: guest)
    }

    /// Secrets are short base64url text: anything else is refused before the store is asked.
    public static func wellFormed(_ secret: String) -> Bool {
        !secret.isEmpty && secret.utf8.count <= 128
            && secret.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
            }
    }
}
