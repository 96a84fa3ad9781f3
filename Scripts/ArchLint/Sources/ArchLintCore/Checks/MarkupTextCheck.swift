/// Pages are documents, and scripts are files: outside the modules that render (DesignTokens), no
/// string literal may build an HTML tag around an interpolation (`"<p>\(name)</p>"` is a tag
/// some day left unescaped) or hold JavaScript (which belongs in a `.js` file the site serves).
/// A tag with nothing interpolated is a constant and may stay; comments are not texts.
enum MarkupTextCheck {
    static func run(_ workspace: Workspace) -> [Finding] {
        guard let rules = workspace.rules.markupText else { return [] }
        var findings: [Finding] = []
        for package in workspace.packages {
            for target in package.targets where !target.isTest && !rules.renderers.contains(target.moduleName) {
                for file in target.files {
                    for literal in file.scanned.strings {
                        guard let (offset, what) = firstMarkup(in: literal.text) else { continue }
                        findings.append(Finding(
                            rule: RuleID.markupText, file: file.path, at: literal.position(ofByte: offset),
                            message: "a text of \(target.moduleName) \(what)",
                            fix: what.hasPrefix("holds") ? "move the script to a .js file the site serves"
                                : "draw it as DesignTokens nodes (Node.tag, Form, WebPage), which escape every text"))
                    }
                }
            }
        }
        return findings
    }

    /// Where `text` first builds a tag with an interpolation in it, or holds script, and which.
    static func firstMarkup(in text: String) -> (offset: Int, what: String)? {
        let bytes = Array(text.utf8)
        for signature in scriptSignatures {
            if let offset = find(Array(signature.utf8), in: bytes) { return (offset, "holds JavaScript (\(signature))") }
        }
        let (words, interpolates) = withoutInterpolatedCode(bytes)
        guard interpolates else { return nil }
        for (word, following) in zip(words, words.dropFirst()) where word.byte == UInt8(ascii: "<") && following.offset == word.offset + 1 {
            let (index, next) = (word.offset, following.byte)
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20)
            if isLetter || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") {
                return (index, "builds an HTML tag around an interpolation")
            }
        }
        return nil
    }

    /// The literal's own bytes with their offsets, the code inside each `\(…)` left out (its
    /// `a..<b` is no tag), and whether there was any.
    private static func withoutInterpolatedCode(_ bytes: [UInt8]) -> (words: [(offset: Int, byte: UInt8)], interpolates: Bool) {
        var words: [(offset: Int, byte: UInt8)] = []
        var depth = 0
        var interpolates = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if depth == 0, byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                depth = 1
                interpolates = true
                index += 2
                continue
            }
            if depth > 0 {
                if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
            } else {
                words.append((index, byte))
            }
            index += 1
        }
        return (words, interpolates)
    }

    /// What only script says: a page's elements looked up or listened to.
    private static let scriptSignatures = ["document.querySelector", "addEventListener(", "window.location"]

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
