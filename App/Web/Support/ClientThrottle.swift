import Foundation
import Synchronization

/// Attempts counted per client address: after `limit` within `window`, every further one from
/// the address is answered 429 until the window has passed since its first. Kept in memory: a
/// restart forgets it, which gives a guesser a few more tries, not a way in.
///
/// - Guessing links (`linkGuesses`): only a link that opens nothing counts, and a valid link always
///   opens, whoever guessed before from the same address: behind a venue's NAT or a carrier's
///   CGNAT one guesser shares an address with every guest, and must not take their pages (or
///   the door) down. What it bounds is the noise; 2^256 secrets keep guessing out of reach.
/// - Making accounts (`signUps`): every sign-up sent counts, made or refused, so an address
///   can neither make accounts in bulk nor ask which emails have one, one after another.
/// - Registering on an event's public page (`registrations`): generous, as a venue's or an
///   office's people share one address; and per email (`registrationsPerEmail`, keyed by the
///   address typed), so no one floods someone's mailbox with confirmation links.
final class ClientThrottle: Sendable {
    let limit: Int
    let window: TimeInterval

    /// A new throttle of links guessed: 20 in ten minutes.
    static func linkGuesses() -> ClientThrottle { ClientThrottle(limit: 20, window: 600) }
    /// A new throttle of sign-ups: 10 an hour.
    static func signUps() -> ClientThrottle { ClientThrottle(limit: 10, window: 3600) }
    /// A new throttle of registrations from one client address: 500 an hour.
    static func registrations() -> ClientThrottle { ClientThrottle(limit: 500, window: 3600) }
    /// A new throttle of registrations for one email: 5 an hour.
    static func registrationsPerEmail() -> ClientThrottle { ClientThrottle(limit: 5, window: 3600) }

    private struct Attempts {
        var count: Int
        var since: Date
    }

    private let attempts = Mutex<[String: Attempts]>([:])

    init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// Counts one attempt from `client`; true when the client has now made more than `limit`
    /// within the window (answer 429).
    func throttles(afterAttemptFrom client: String?, at now: Date = Date()) -> Bool {
        attempts.withLock { attempts in
            // A busy server sheds addresses whose windows have passed, so the table stays small.
            if attempts.count > 10_000 { attempts = attempts.filter { now.timeIntervalSince($0.value.since) < window } }
            let key = client ?? ""
            if let seen = attempts[key], now.timeIntervalSince(seen.since) >= window { attempts[key] = nil }
            attempts[key, default: Attempts(count: 0, since: now)].count += 1
            return attempts[key]!.count > limit
        }
    }
}
