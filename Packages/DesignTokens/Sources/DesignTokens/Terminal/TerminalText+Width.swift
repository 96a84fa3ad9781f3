extension TerminalText {
    /// Columns the text takes on a terminal: one per grapheme cluster, two for East Asian wide
    /// and fullwidth characters and emoji, none for lone combining marks and format characters.
    /// Expects text without escape codes (styling is added after measuring).
    public static func displayWidth(of text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return text.utf8.count
        }
        return text.reduce(0) { $0 + displayWidth(of: $1) }
    }

    public static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else {
            return 0
        }
        if first.isASCII {
            return first.value < 0x20 || first.value == 0x7F ? 0 : 1
        }
        if scalars.contains("\u{FE0E}") {
            return 1
        }
        let properties = first.properties
        if properties.isEmojiPresentation || (properties.isEmoji && scalars.contains("\u{FE0F}")) {
            return 2
        }
        if isWide(first) {
            return 2
        }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            return 1
        }
    }

    /// East Asian Width W and F ranges (Unicode 15) outside the emoji, which are caught by
    /// their Emoji_Presentation property.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1AFF0...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else {
            return false
        }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
