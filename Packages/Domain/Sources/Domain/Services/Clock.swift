public import Foundation

/// Now, and waiting. Injected so tests can fix time and not wait.
public protocol Clock: Sendable {
    func now() -> Date
    /// Holds the caller back for `seconds` (a throttle's slow-down), however it is cancelled.
    func pause(for seconds: TimeInterval) async
}

extension Clock {
    /// Real waiting, for every clock that keeps real time.
    public func pause(for seconds: TimeInterval) async {
        try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
    }
}

public struct SystemClock: Clock {
    public init() {}
    public func now() -> Date { Date() }
}
