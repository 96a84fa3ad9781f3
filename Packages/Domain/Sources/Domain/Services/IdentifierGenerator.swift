public import Foundation
import Synchronization

/// New identifiers. Injected so tests get predictable ones.
public protocol IdentifierGenerator: Sendable {
    func make() -> UUID
}

public extension IdentifierGenerator {
    func make<Entity>(_: Entity.Type = Entity.self) -> Identifier<Entity> {
        Identifier(make())
    }
}

public struct RandomIdentifierGenerator: IdentifierGenerator {
    public init() {}
    /// A version 4 (random) UUID, as `UUID()` makes, from the system's generator: Foundation's
    /// `UUID()` opens /dev/urandom for every one on Linux (a tenth of an import of 100,000
    /// guests), and even asking the kernel for each one's bytes was a twentieth.
    public func make() -> UUID {
        var bytes = Self.pool.withLock { $0.next() }
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = raw[6] & 0x0F | 0x40 // version 4
            raw[8] = raw[8] & 0x3F | 0x80 // RFC 4122 variant
            return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                               raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
        }
    }

    private static let pool = Mutex(RandomPool())
}

/// The system generator's bytes (getrandom, through arc4random_buf), taken 4 KiB at a time and
/// handed out 16 at a time: one system call for 256 identifiers.
private struct RandomPool {
    private var bytes = [UInt8](repeating: 0, count: 4096)
    private var used = 4096

    mutating func next() -> (UInt64, UInt64) {
        if used == bytes.count {
            bytes.withUnsafeMutableBytes { arc4random_buf($0.baseAddress!, $0.count) }
            used = 0
        }
        defer { used += 16 }
        return bytes.withUnsafeBytes { raw in
            (raw.loadUnaligned(fromByteOffset: used, as: UInt64.self), raw.loadUnaligned(fromByteOffset: used + 8, as: UInt64.self))
        }
    }
}
