/// One token of Swift source, as far as the lint needs to see it. Comments and the insides of
/// string literals never become tokens, which is what keeps `// import Events` from counting.
struct SwiftToken: Sendable {
    enum Kind: UInt8, Sendable {
        case identifier
        /// `` `import` ``: an identifier, never a keyword.
        case escapedIdentifier
        /// `#if`, `#endif`, `#available`, a freestanding macro: `start..<end` is the name after `#`.
        case directive
        /// A string literal; `start..<end` is its contents, `isSimple` when it has no escapes or
        /// interpolation (only simple ones are compared by text, in manifests).
        case string
        case number
        /// One byte of punctuation or operator, in `byte`.
        case punctuation
    }

    var kind: Kind
    var start: Int
    var end: Int
    /// The first token after a line break (comments count as blanks).
    var startsLine: Bool
    var byte: UInt8 = 0
    var isSimple = true

    func isPunctuation(_ ascii: Unicode.Scalar) -> Bool {
        kind == .punctuation && byte == UInt8(ascii: ascii)
    }
}
