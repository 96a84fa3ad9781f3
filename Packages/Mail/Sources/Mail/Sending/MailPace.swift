import Foundation

/// A rate of so many messages a minute, over a sliding minute: how many may go now, and when
/// the next may.
struct MailPace {
    private var recent: [(at: Date, count: Int)] = []

    /// How many may go at `now` under `perMinute` (nil: no limit, also returned as nil).
    mutating func allowed(perMinute: Int?, at now: Date) -> Int? {
        guard let perMinute else { return nil }
        recent.removeAll { now.timeIntervalSince($0.at) >= 60 }
        return max(0, perMinute - recent.reduce(0) { $0 + $1.count })
    }

    /// When the oldest sending of the last minute leaves the window.
    var nextSlot: Date? { recent.first.map { $0.at.addingTimeInterval(60) } }

    mutating func record(_ count: Int, at now: Date) {
        if count > 0 { recent.append((now, count)) }
    }
}
