/// The 18-bit version information of versions 7 and up: the version number protected by a
/// BCH(18,6) code. Smaller symbols have none (their size alone tells the version).
enum VersionInfo {
    static func bits(version: Int) -> Int? {
        guard version >= 7 else { return nil }
        var remainder = version
        for _ in 0..<12 {
            remainder = (remainder << 1) ^ ((remainder >> 11) * 0b1_1111_0010_0101)
        }
        return version << 12 | remainder
    }
}

extension ModuleMatrix {
    /// Two transposed 6x3 blocks, beside the top-right finder and above the bottom-left one.
    mutating func drawVersionInformation(version: Int) {
        guard let bits = VersionInfo.bits(version: version) else { return }
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let long = size - 11 + index % 3, short = index / 3
            setFunction(x: long, y: short, dark: dark)
            setFunction(x: short, y: long, dark: dark)
        }
    }
}
