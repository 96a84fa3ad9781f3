import Foundation
import Synchronization

/// Guessing personal links is throttled per client address: after `limit` links that open
/// nothing within `window`, the address is refused every link until the window has passed
/// since its first failure, so 2^256 secrets stay out of reach. Kept in memory: a restart
/// forgets it, which gives a guesser a few more tries, not a way in.
final class LinkThrottle: Sendable {
    static let limit = 20
    static let window: TimeInterval = 600

    private struct Failures {
        var count: Int
        var since: Date
    }

    private let failures = Mutex<[String: Failures]>([:])

    /// Whether `client` may try a link now.
    func allows(_ client: String?, at now: Date = Date()) -> Bool {
        failures.withLock { failures in
            guard let seen = failures[key(client)] else { return true }
            if now.timeIntervalSince(seen.since) >= Self.window {
                failures[key(client)] = nil
                return true
            }
            return seen.count < Self.limit
        }
    }

    /// Counts a link from `client` that opened nothing.
    func failed(_ client: String?, at now: Date = Date()) {
        failures.withLock { failures in
            // A busy server sheds addresses whose windows have passed, so the table stays small.
            if failures.count > 10_000 { failures = failures.filter { now.timeIntervalSince($0.value.since) < Self.window } }
            failures[key(client), default: Failures(count: 0, since: now)].count += 1
        }
    }

    private func key(_ client: String?) -> String { client ?? "" }
}
