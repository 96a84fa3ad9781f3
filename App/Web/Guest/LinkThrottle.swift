import Foundation
import Synchronization

/// Guessing personal links is throttled per client address: after `limit` links that open
/// nothing within `window`, every further unknown link from the address is answered 429
/// until the window has passed since its first failure. A valid link always opens, whoever
/// guessed before from the same address: behind a venue's NAT or a carrier's CGNAT one guesser
/// shares an address with every guest, and must not take their pages (or the door) down. What
/// the throttle bounds is the noise; 2^256 secrets keep guessing itself out of reach. Kept in
/// memory: a restart forgets it, which gives a guesser a few more tries, not a way in.
final class LinkThrottle: Sendable {
    static let limit = 20
    static let window: TimeInterval = 600

    private struct Failures {
        var count: Int
        var since: Date
    }

    private let failures = Mutex<[String: Failures]>([:])

    /// Counts a link from `client` that opened nothing; true when the client has now tried more
    /// than `limit` of them within the window (answer 429 rather than 404).
    func throttles(afterFailureFrom client: String?, at now: Date = Date()) -> Bool {
        failures.withLock { failures in
            // A busy server sheds addresses whose windows have passed, so the table stays small.
            if failures.count > 10_000 { failures = failures.filter { now.timeIntervalSince($0.value.since) < Self.window } }
            let key = client ?? ""
            if let seen = failures[key], now.timeIntervalSince(seen.since) >= Self.window { failures[key] = nil }
            failures[key, default: Failures(count: 0, since: now)].count += 1
            return failures[key]!.count > Self.limit
        }
    }
}
