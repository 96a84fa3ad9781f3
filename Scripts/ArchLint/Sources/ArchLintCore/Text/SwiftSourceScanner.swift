/// Finds the import declarations, the type declarations (with their inheritance clauses) and
/// the string literals of one Swift file, from the tokens of `SwiftLexer`.
public struct ScannedSource: Sendable {
    public var imports: [ImportDeclaration]
    public var types: [TypeDeclaration]
    public var strings: [StringLiteral]
}

public enum SwiftSourceScanner {
    public static func scan(_ source: [UInt8]) -> ScannedSource {
        let tokens = SwiftLexer.tokens(of: source)
        let lines = LineIndex(source)
        let reader = TokenReader(tokens: tokens, source: source)
        let strings = tokens.filter { $0.kind == .string }.map { token in
            StringLiteral(text: reader.text(of: token), start: lines.position(of: token.start))
        }
        return ScannedSource(imports: findImports(reader, lines), types: findTypes(reader, lines), strings: strings)
    }

    private static let accessModifiers: Set<String> = ["public", "internal", "package", "private", "fileprivate", "open"]
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    /// Words that may follow `class` inside a class body (`class func`), which is not a declaration of a class.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "override", "final", "static",
        "public", "internal", "package", "private", "fileprivate", "open", "mutating", "nonmutating",
        "convenience", "required", "dynamic", "lazy", "weak", "unowned", "indirect", "case", "where",
        "nonisolated", "async", "throws", "in", "as", "is", "else",
    ]

    /// An import starts a statement: the first token of a line or the one after `;`, then any
    /// attributes (`@testable`, `@_spi(X)`) and access modifiers, then `import`.
    private static func findImports(_ reader: TokenReader, _ lines: LineIndex) -> [ImportDeclaration] {
        var imports: [ImportDeclaration] = []
        var index = 0
        let tokens = reader.tokens
        while index < tokens.count {
            let startsStatement = tokens[index].startsLine || (index > 0 && tokens[index - 1].isPunctuation(";"))
            guard startsStatement, let parsed = parseImport(at: index, reader, lines) else {
                index += 1
                continue
            }
            imports.append(parsed.declaration)
            index = parsed.next
        }
        return imports
    }

    private static func parseImport(at start: Int, _ reader: TokenReader, _ lines: LineIndex)
        -> (declaration: ImportDeclaration, next: Int)? {
        var index = start
        var attributes: [String] = []
        var accessLevel: String?
        while index < reader.tokens.count {
            let token = reader.tokens[index]
            if token.isPunctuation("@"), let name = reader.identifier(at: index + 1) {
                attributes.append(name)
                index = reader.skipBalanced(from: index + 2, open: "(", close: ")")
            } else if let word = reader.identifier(at: index), accessModifiers.contains(word) {
                accessLevel = word
                index += 1
            } else {
                break
            }
        }
        guard reader.identifier(at: index) == "import" else { return nil }
        index += 1
        var kind: String?
        if let word = reader.identifier(at: index), importKinds.contains(word), reader.name(at: index + 1) != nil {
            kind = word
            index += 1
        }
        guard let module = reader.name(at: index) else { return nil }
        let position = lines.position(of: reader.tokens[index].start)
        var path = [module]
        index += 1
        while index + 1 < reader.tokens.count, reader.tokens[index].isPunctuation("."),
              let component = reader.name(at: index + 1) {
            path.append(component)
            index += 2
        }
        let declaration = ImportDeclaration(module: module, path: path, attributes: attributes, accessLevel: accessLevel,
                                            kind: kind, line: position.line, column: position.column)
        return (declaration, index)
    }

    private static func findTypes(_ reader: TokenReader, _ lines: LineIndex) -> [TypeDeclaration] {
        var types: [TypeDeclaration] = []
        let tokens = reader.tokens
        for index in tokens.indices {
            guard let keyword = reader.identifier(at: index), typeKeywords.contains(keyword) else { continue }
            if index > 0 {
                let previous = tokens[index - 1]
                if previous.isPunctuation(".") || reader.identifier(at: index - 1) == "import" { continue }
            }
            guard let name = reader.name(at: index + 1), !notTypeNames.contains(name) else { continue }
            var cursor = index + 2
            var fullName = name
            if keyword == "extension" {
                while cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), let part = reader.name(at: cursor + 1) {
                    fullName += "." + part
                    cursor += 2
                }
            }
            cursor = reader.skipGenericArguments(from: cursor)
            guard cursor < tokens.count, tokens[cursor].isPunctuation(":") else {
                types.append(TypeDeclaration(kind: keyword, name: fullName, inherited: []))
                continue
            }
            types.append(TypeDeclaration(kind: keyword, name: fullName,
                                         inherited: inheritanceClause(from: cursor + 1, reader, lines)))
        }
        return types
    }

    /// Reads `A, B.C<D> & E` up to `{` or `where`; each entry is named by its last dotted component.
    private static func inheritanceClause(from start: Int, _ reader: TokenReader, _ lines: LineIndex)
        -> [TypeDeclaration.Inherited] {
        var inherited: [TypeDeclaration.Inherited] = []
        var index = start
        let tokens = reader.tokens
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") || reader.identifier(at: index) == "where" { break }
            if token.isPunctuation("@"), reader.identifier(at: index + 1) != nil {
                index += 2
                continue
            }
            if token.isPunctuation(",") || token.isPunctuation("&") || token.isPunctuation("~")
                || reader.identifier(at: index) == "any" {
                index += 1
                continue
            }
            guard var last = reader.name(at: index) else { break }
            var lastStart = token.start
            index += 1
            while index + 1 < tokens.count, tokens[index].isPunctuation("."), let part = reader.name(at: index + 1) {
                last = part
                lastStart = tokens[index + 1].start
                index += 2
            }
            let position = lines.position(of: lastStart)
            inherited.append(TypeDeclaration.Inherited(name: last, line: position.line, column: position.column))
            index = reader.skipGenericArguments(from: index)
        }
        return inherited
    }
}

/// Read helpers over a token array.
struct TokenReader {
    let tokens: [SwiftToken]
    let source: [UInt8]

    /// The text of a plain identifier token (keywords included), nil for anything else.
    func identifier(at index: Int) -> String? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return text(of: tokens[index])
    }

    /// The text of an identifier, escaped identifier included.
    func name(at index: Int) -> String? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        guard token.kind == .identifier || token.kind == .escapedIdentifier else { return nil }
        return text(of: token)
    }

    func text(of token: SwiftToken) -> String {
        String(decoding: source[token.start..<token.end], as: UTF8.self)
    }

    /// If the token at `index` is `open`, returns the index after its matching `close`.
    func skipBalanced(from index: Int, open: Unicode.Scalar, close: Unicode.Scalar) -> Int {
        guard index < tokens.count, tokens[index].isPunctuation(open) else { return index }
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            if tokens[cursor].isPunctuation(open) { depth += 1 }
            if tokens[cursor].isPunctuation(close) {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }

    /// Skips `<…>` generic arguments; the `>` of a `->` inside them does not close them.
    func skipGenericArguments(from index: Int) -> Int {
        guard index < tokens.count, tokens[index].isPunctuation("<") else { return index }
        var depth = 0
        var cursor = index
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">"), !(cursor > 0 && tokens[cursor - 1].isPunctuation("-")
                                              && tokens[cursor - 1].end == token.start) {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            if token.isPunctuation("{") { return cursor }
            cursor += 1
        }
        return cursor
    }
}
