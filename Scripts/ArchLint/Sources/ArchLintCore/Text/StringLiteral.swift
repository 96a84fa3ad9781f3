/// The contents of one string literal as written (an interpolation's code included), and where
/// they start.
public struct StringLiteral: Sendable, Hashable {
    public var text: String
    var start: SourcePosition

    /// Where the UTF-8 byte `offset` of the contents is, the literal spanning lines or not.
    func position(ofByte offset: Int) -> SourcePosition {
        let before = text.utf8.prefix(offset)
        guard let lastBreak = before.lastIndex(of: 0x0A) else {
            return SourcePosition(line: start.line, column: start.column + offset)
        }
        let breaks = before.count { $0 == 0x0A }
        return SourcePosition(line: start.line + breaks, column: text.utf8.distance(from: lastBreak, to: before.endIndex))
    }
}
