public import Foundation

/// A UUID as the 16 bytes a signed code carries, and back.
extension UUID {
    public var bytes: [UInt8] {
        withUnsafeBytes(of: uuid) { Array($0) }
    }

    /// The UUID of exactly 16 bytes; nil for any other count.
    public init?(bytes: some Collection<UInt8>) {
        let b = Array(bytes)
        guard b.count == 16 else { return nil }
        self.init(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
    }
}
