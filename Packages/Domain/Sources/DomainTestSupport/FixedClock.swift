public import Domain
public import Foundation
import Synchronization

/// A clock that says what the test tells it.
public final class FixedClock: Clock {
    private let instant: Mutex<Date>

    public init(_ instant: Date = Date(timeIntervalSince1970: 1_798_800_000)) {
        self.instant = Mutex(instant)
    }

    public func now() -> Date { instant.withLock { $0 } }

    public func advance(by seconds: TimeInterval) {
        instant.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
