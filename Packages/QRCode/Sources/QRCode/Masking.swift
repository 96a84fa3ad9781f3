/// The eight data mask patterns (x is the column, y the row): a module where the pattern holds
/// is inverted, to break up areas that would confuse a reader.
enum Masking {
    static let patterns = 0..<8

    static func inverts(mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        case 7: ((x + y) % 2 + x * y % 3) % 2 == 0
        default: preconditionFailure("mask \(mask) is not 0...7")
        }
    }
}

extension ModuleMatrix {
    /// This symbol with `mask` applied to its data modules and the matching format information.
    func masked(_ mask: Int, correction: QRErrorCorrection) -> ModuleMatrix {
        var result = self
        for y in 0..<size {
            for x in 0..<size where !isFunction(x: x, y: y) && Masking.inverts(mask: mask, x: x, y: y) {
                result[x, y].toggle()
            }
        }
        result.drawFormatInformation(FormatInfo.bits(correction: correction, mask: mask))
        return result
    }
}
