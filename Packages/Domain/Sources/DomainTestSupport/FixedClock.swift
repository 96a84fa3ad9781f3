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

    /// Keeps what was asked instead of waiting; the time stands still.
    public func pause(for seconds: TimeInterval) async {
        pausesAsked.withLock { $0.append(seconds) }
    }

    /// Every pause asked of this clock, in order.
    public var pauses: [TimeInterval] { pausesAsked.withLock { $0 } }
    private let pausesAsked = Mutex<[TimeInterval]>([])

    public func advance(by seconds: TimeInterval) {
        instant.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
