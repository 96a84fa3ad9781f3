/// Bytes from the system CSPRNG (getrandom on Linux, arc4random on Apple systems), asked for
/// eight at a time: one call per byte was a system call per byte, a tenth of serving a page
/// (each page's form token is 32 of them).
func randomBytes(count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + 7)
    while bytes.count < count {
        withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
    }
    return Array(bytes.prefix(count))
}
