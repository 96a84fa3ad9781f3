/// How to read a table file: its separator (nil: told by the header line, comma, semicolon or
/// tab, whichever it holds most) and its text encoding.
public struct TableFileOptions: Hashable, Sendable {
    public enum Encoding: String, CaseIterable, Hashable, Sendable {
        case utf8 = "utf-8"
        case windows1252 = "windows-1252"
    }

    public var delimiter: Character?
    public var encoding: Encoding

    public init(delimiter: Character? = nil, encoding: Encoding = .utf8) {
        self.delimiter = delimiter
        self.encoding = encoding
    }
}
