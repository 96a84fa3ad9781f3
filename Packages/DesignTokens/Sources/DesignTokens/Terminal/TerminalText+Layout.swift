extension TerminalText {
    public static func ellipsis(unicode: Bool) -> String {
        unicode ? "…" : "..."
    }

    /// Cuts the text to at most `width` columns, ending in an ellipsis when anything was cut.
    /// Never splits a grapheme cluster, so a wide character that would straddle the edge goes.
    public static func truncated(_ text: String, toWidth width: Int, unicode: Bool) -> String {
        guard displayWidth(of: text) > width else {
            return text
        }
        let ellipsis = ellipsis(unicode: unicode)
        let ellipsisWidth = displayWidth(of: ellipsis)
        // Too narrow for a character and the ellipsis: show what fits, unmarked.
        let marked = width > ellipsisWidth
        let room = marked ? width - ellipsisWidth : max(0, width)
        var kept = ""
        var used = 0
        for character in text {
            let characterWidth = displayWidth(of: character)
            if used + characterWidth > room {
                break
            }
            kept.append(character)
            used += characterWidth
        }
        return marked ? kept + ellipsis : kept
    }

    /// Breaks the text into lines of at most `width` columns, at spaces where it can and inside
    /// a word only when the word alone is too wide.
    public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0, displayWidth(of: text) > width else {
            return [text]
        }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = displayWidth(of: word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
            }
            while wordWidth > width {
                let (head, tail) = split(word, atWidth: width)
                lines.append(head)
                word = tail
                wordWidth = displayWidth(of: word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }

    private static func split(_ word: String, atWidth width: Int) -> (String, String) {
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let characterWidth = displayWidth(of: word[index])
            // Always take one character, or a wide character in a one-column box never moves.
            if used > 0, used + characterWidth > width {
                break
            }
            used += characterWidth
            index = word.index(after: index)
        }
        return (String(word[..<index]), String(word[index...]))
    }
}
