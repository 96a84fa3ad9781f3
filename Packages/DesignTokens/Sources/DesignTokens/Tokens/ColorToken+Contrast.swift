import Foundation

extension ColorToken {
    /// WCAG 2's contrast ratio, from 1 (the same) to 21 (black on white).
    func contrastRatio(with other: ColorToken) -> Double {
        let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The share of this colour, in whole percent, that CSS's `color-mix(in srgb, this p%,
    /// other)` may keep and still reach `ratio` against every one of `grounds`: 100 when this
    /// colour reaches it alone. Mixing is per channel on the encoded sRGB values, as in CSS.
    func readableShare(mixedWith other: ColorToken, against grounds: [ColorToken], ratio: Double) -> Int {
        stride(from: 100, through: 0, by: -5).first { share in
            let mix = mixed(with: other, share: Double(share) / 100)
            return grounds.allSatisfy { mix.contrastRatio(with: $0) >= ratio }
        } ?? 0
    }

    private func mixed(with other: ColorToken, share: Double) -> ColorToken {
        func channel(_ mine: UInt8, _ theirs: UInt8) -> UInt8 {
            UInt8((Double(mine) * share + Double(theirs) * (1 - share)).rounded())
        }
        // The terminal stand-ins are not used by a mix, which only a browser draws.
        return ColorToken(red: channel(red, other.red), green: channel(green, other.green),
                          blue: channel(blue, other.blue), xterm256: xterm256, ansi16: ansi16)
    }

    private var luminance: Double {
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}
