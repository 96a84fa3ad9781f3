import Foundation

/// Header values as RFC 5322 and RFC 2047 want them: ASCII kept as it is, anything else as
/// UTF-8 encoded-words (`=?utf-8?B?...?=`), each short enough that a folded line stays under 78
/// characters, never splitting a character.
enum HeaderText {
    /// The longest encoded-word: 75 characters (RFC 2047), here less for the header's name.
    static let longestWord = 60

    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` as it goes after `Subject: `: itself when plain ASCII, else encoded-words joined by
    /// folding whitespace.
    static func encoded(_ text: String) -> String {
        guard !isPlain(text) else { return fold(text) }
        var words: [String] = []
        var chunk: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            if base64Length(chunk.count + bytes.count) > longestWord - 12, !chunk.isEmpty {
                words.append(word(chunk))
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append(word(chunk)) }
        return words.joined(separator: "\r\n ")
    }

    /// A display name before `<address>`: quoted when it holds specials, encoded when not ASCII.
    static func mailbox(name: String?, address: String) -> String {
        guard let name, !name.isEmpty else { return "<\(address)>" }
        let clean = name.filter { $0 != "\r" && $0 != "\n" }
        if !isPlain(clean) { return "\(encoded(clean)) <\(address)>" }
        let specials = Set("()<>[]:;@\\,.\"")
        if clean.contains(where: { specials.contains($0) }) {
            return "\"\(clean.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\" <\(address)>"
        }
        return "\(clean) <\(address)>"
    }

    /// Plain text folded at spaces so no line passes 78 characters (a header line may not pass
    /// 998 bytes; a long word is left whole).
    static func fold(_ text: String) -> String {
        var lines: [String] = []
        var line: String?
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            guard let current = line else {
                line = String(word)
                continue
            }
            if current.count + 1 + word.count > 68, !current.isEmpty {
                lines.append(current)
                line = String(word)
            } else {
                line = current + " " + word
            }
        }
        lines.append(line ?? "")
        // Unfolding removes only the CRLF: the space that follows it is the one that was there.
        return lines.joined(separator: "\r\n ")
    }

    private static func word(_ bytes: [UInt8]) -> String {
        "=?utf-8?B?\(Data(bytes).base64EncodedString())?="
    }

    private static func base64Length(_ count: Int) -> Int { (count + 2) / 3 * 4 }
}
