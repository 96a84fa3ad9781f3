import Domain
import Foundation

/// Attempts counted per client address (or per email typed): after `limit` within `window`,
/// every further one is answered 429 until the window has passed since its first. Counted in
/// the store (`ClientAttemptRepository`), so every server sharing it counts the same attempts,
/// and a restart forgets nothing.
///
/// - Guessing links (`linkGuesses`): only a link that opens nothing counts, and a valid link always
///   opens, whoever guessed before from the same address: behind a venue's NAT or a carrier's
///   CGNAT one guesser shares an address with every guest, and must not take their pages (or
///   the door) down. What it bounds is the noise; 2^256 secrets keep guessing out of reach.
/// - Making accounts (`signUps`): every sign-up sent counts, made or refused, so an address
///   can neither make accounts in bulk nor ask which emails have one, one after another.
/// - Registering on an event's public page (`registrations`): generous, as a venue's or an
///   office's people share one address; and per email (`registrationsPerEmail`, keyed by the
///   SHA-256 digest of the address typed, so the store keeps no one's email for it), so no one
///   floods someone's mailbox with confirmation links.
struct ClientThrottle: Sendable {
    /// What the store counts the attempts under.
    let kind: String
    let limit: Int
    let window: TimeInterval
    /// Whether the key is a person's (an email), kept only as its digest.
    var keyIsPersonal = false

    /// Links guessed: 20 in ten minutes.
    static let linkGuesses = ClientThrottle(kind: "link-guess", limit: 20, window: 600)
    /// Sign-ups: 10 an hour.
    static let signUps = ClientThrottle(kind: "sign-up", limit: 10, window: 3600)
    /// Registrations from one client address: 500 an hour.
    static let registrations = ClientThrottle(kind: "registration", limit: 500, window: 3600)
    /// Registrations for one email: 5 an hour.
    static let registrationsPerEmail = ClientThrottle(kind: "registration-email", limit: 5, window: 3600, keyIsPersonal: true)

    /// Counts one attempt by `key`; true when it has now made more than `limit` within the
    /// window (answer 429). A store that cannot count lets the attempt through: it cannot do
    /// what was attempted either (open a link, make an account), and says so itself.
    func throttles(afterAttemptBy key: String?, in attempts: any ClientAttemptRepository, at now: Date = Date()) async -> Bool {
        let made = try? await attempts.countAttempt(of: kind, by: key ?? "", window: window, at: now)
        return (made ?? 0) > limit
    }
}
