import Foundation

/// Finds where a target or a dependency is written in a Package.swift, for the line and column
/// of a finding. dump-package gives no positions, so this reads the tokens of the manifest (so
/// commented-out lines never match) and looks for the names as string literals; when a name
/// is built at run time it falls back to the target's line, then to line 1.
final class ManifestLocator {
    private static let targetCalls: Set<String> = ["target", "testTarget", "executableTarget", "macro", "plugin",
                                                   "systemLibrary", "binaryTarget"]
    private let reader: TokenReader
    private let lines: LineIndex

    init(path: String) {
        let bytes = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
        reader = TokenReader(tokens: SwiftLexer.tokens(of: bytes), source: bytes)
        lines = LineIndex(bytes)
    }

    /// The `"Name"` in `.target(name: "Name", ...)`.
    func target(_ name: String) -> SourcePosition {
        guard let call = targetCall(name) else { return .start }
        return position(ofStringAt: call.nameIndex)
    }

    /// The dependency's name inside the target's `dependencies: [...]`.
    func dependency(_ dependency: Manifest.TargetDependency, ofTarget targetName: String) -> SourcePosition {
        guard let call = targetCall(targetName) else { return .start }
        guard let list = argument("dependencies", in: call.open, call.close) else { return position(ofStringAt: call.nameIndex) }
        let candidates = stringTokens(in: list).filter { reader.text(of: reader.tokens[$0]) == dependency.name }
        guard let first = candidates.first else { return position(ofStringAt: call.nameIndex) }
        return position(ofStringAt: first)
    }

    /// The path or URL string inside `.package(...)`.
    func packageDependency(_ dependency: Manifest.PackageDependency) -> SourcePosition {
        let wanted = dependency.displayName.lowercased()
        for call in calls(named: ["package"]) {
            for index in stringTokens(in: (call.open, call.close)) {
                var text = reader.text(of: reader.tokens[index])
                if let last = text.split(separator: "/").last { text = String(last) }
                if text.hasSuffix(".git") { text.removeLast(4) }
                if text.lowercased() == wanted || text.lowercased() == dependency.identity
                    || (dependency.name.map { $0 == text } ?? false) {
                    return position(ofStringAt: index)
                }
            }
        }
        return .start
    }

    private func targetCall(_ name: String) -> (nameIndex: Int, open: Int, close: Int)? {
        for call in calls(named: Self.targetCalls) {
            guard let value = argument("name", in: call.open, call.close), value.open == value.close,
                  reader.tokens[value.open].kind == .string, reader.text(of: reader.tokens[value.open]) == name else { continue }
            return (value.open, call.open, call.close)
        }
        return nil
    }

    /// `.name(` calls: the index of `(` and of its matching `)`.
    private func calls(named names: Set<String>) -> [(open: Int, close: Int)] {
        let tokens = reader.tokens
        var result: [(Int, Int)] = []
        for index in tokens.indices.dropFirst() where index + 1 < tokens.count {
            guard tokens[index - 1].isPunctuation("."), let word = reader.identifier(at: index), names.contains(word),
                  tokens[index + 1].isPunctuation("(") else { continue }
            result.append((index + 1, reader.skipBalanced(from: index + 1, open: "(", close: ")") - 1))
        }
        return result
    }

    /// The tokens of `label: value` at the top level of a call: for a string value the string
    /// token (open == close), for a list the `[` and its `]`.
    private func argument(_ label: String, in open: Int, _ close: Int) -> (open: Int, close: Int)? {
        let tokens = reader.tokens
        var depth = 0
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if depth == 0, reader.identifier(at: index) == label, index + 2 <= close, tokens[index + 1].isPunctuation(":") {
                let value = index + 2
                if tokens[value].isPunctuation("[") {
                    return (value, reader.skipBalanced(from: value, open: "[", close: "]") - 1)
                }
                return (value, value)
            }
            index += 1
        }
        return nil
    }

    private func stringTokens(in range: (open: Int, close: Int)) -> [Int] {
        guard range.open <= range.close else { return [] }
        return (range.open...range.close).filter { reader.tokens[$0].kind == .string && reader.tokens[$0].isSimple }
    }

    /// At the opening quote, as swiftc points at a string literal.
    private func position(ofStringAt index: Int) -> SourcePosition {
        lines.position(of: max(0, reader.tokens[index].start - 1))
    }
}
