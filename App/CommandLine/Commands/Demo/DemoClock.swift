import Domain
import Foundation
import Synchronization

/// The real time, or the real time some days ago: lets the demo plant an event that was
/// planned, published and completed in the past through the ordinary use cases.
final class DemoClock: Clock {
    private let offset = Mutex<TimeInterval>(0)

    func now() -> Date {
        Date().addingTimeInterval(offset.withLock { $0 })
    }

    func set(daysAgo days: Int) {
        offset.withLock { $0 = -TimeInterval(days) * 86_400 }
    }

    func reset() {
        offset.withLock { $0 = 0 }
    }
}
