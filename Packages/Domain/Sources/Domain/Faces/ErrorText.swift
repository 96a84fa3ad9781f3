/// An error's words, where a reference to another field stays data: each face shows it its own
/// way (the CLI as its option, `--rate`; the web as the field's plain name), so no Domain or
/// feature text names a flag. Written as a string: `"leave \(field: "rate") out"`.
public struct ErrorText: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public enum Piece: Sendable, Equatable {
        case text(String)
        case field(String)
    }

    public private(set) var pieces: [Piece] = []

    public init(_ text: String) {
        append(text)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: Interpolation) {
        pieces = stringInterpolation.text.pieces
    }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ErrorText("")

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text.append(literal)
        }

        public mutating func appendInterpolation(_ value: some Any) {
            text.append(String(describing: value))
        }

        /// A reference to the field `name` as the request calls it (`rate`, `among`).
        public mutating func appendInterpolation(field name: String) {
            text.pieces.append(.field(name))
        }
    }

    /// The words with each field reference shown as `name` makes it.
    public func rendered(field name: (String) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case let .text(text): text
            case let .field(field): name(field)
            }
        }.joined()
    }

    /// The words with each field reference shown by its plain name, for a face that has no options.
    public var description: String { rendered { $0 } }

    // Adjacent texts are kept as one, so a literal equals the same words built by interpolation.
    private mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        if case let .text(previous)? = pieces.last {
            pieces[pieces.count - 1] = .text(previous + text)
        } else {
            pieces.append(.text(text))
        }
    }
}
