/// The 15-bit format information: the error-correction level and mask, protected by a
/// BCH(15,5) code and XOR-ed with 101010000010010 so that it is never all light.
enum FormatInfo {
    /// Any value will do while the area is only reserved: it is redrawn once the mask is known.
    static let reservedPlaceholder = 0

    static func bits(correction: QRErrorCorrection, mask: Int) -> Int {
        let data = correction.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 {
            remainder = (remainder << 1) ^ ((remainder >> 9) * 0b101_0011_0111)
        }
        return (data << 10 | remainder) ^ 0b101_0100_0001_0010
    }
}

extension ModuleMatrix {
    /// Draws the two copies of the format information (bit 0 is the least significant): one
    /// around the top-left finder, one split between the other two; plus the dark module.
    mutating func drawFormatInformation(_ bits: Int) {
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { setFunction(x: 8, y: index, dark: bit(index)) }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for index in 9..<15 { setFunction(x: 14 - index, y: 8, dark: bit(index)) }

        for index in 0..<8 { setFunction(x: size - 1 - index, y: 8, dark: bit(index)) }
        for index in 8..<15 { setFunction(x: 8, y: size - 15 + index, dark: bit(index)) }
        setFunction(x: 8, y: size - 8, dark: true)
    }
}
