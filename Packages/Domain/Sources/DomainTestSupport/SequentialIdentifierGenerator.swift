public import Domain
public import Foundation
import Synchronization

/// Ids 00000000-0000-0000-0000-000000000001, ...2, ... in order.
public final class SequentialIdentifierGenerator: IdentifierGenerator {
    private let next = Mutex(1)

    public init() {}

    public func make() -> UUID {
        let number = next.withLock { value in
            defer { value += 1 }
            return value
        }
        let hex = String(number, radix: 16)
        return UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
    }
}
