extension ModuleMatrix {
    /// Places the codewords' bits, most significant first, in two-module-wide columns from the
    /// right edge, alternately upwards and downwards, skipping function modules and the vertical
    /// timing column. Modules left over (the remainder bits) stay light.
    mutating func placeCodewords(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !isFunction(x: x, y: y) && bitIndex < bitCount {
                    self[x, y] = (codewords[bitIndex >> 3] >> (7 - UInt8(bitIndex & 7))) & 1 == 1
                    bitIndex += 1
                }
            }
            right -= 2
        }
        precondition(bitIndex == bitCount, "codewords do not fit the symbol")
    }
}
