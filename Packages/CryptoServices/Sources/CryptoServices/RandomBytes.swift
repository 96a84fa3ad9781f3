/// Bytes from the system CSPRNG (getrandom on Linux, arc4random on Apple systems).
func randomBytes(count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in generator.next() }
}
