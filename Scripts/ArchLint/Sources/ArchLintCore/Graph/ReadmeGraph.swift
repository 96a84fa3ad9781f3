/// The block of a README between `<!-- archlint:graph -->` and `<!-- /archlint:graph -->`,
/// holding the rendered graph in a fenced code block.
public enum ReadmeGraph {
    public static let startMarker = "<!-- archlint:graph -->"
    public static let endMarker = "<!-- /archlint:graph -->"

    public struct Block: Sendable {
        /// 1-based line of the start marker.
        public var line: Int
        /// The graph inside the block: fence lines removed, trailing blanks trimmed.
        public var graph: String
    }

    public static func block(in text: String) -> Block? {
        guard let start = text.range(of: startMarker), let end = text.range(of: endMarker, range: start.upperBound..<text.endIndex) else {
            return nil
        }
        let line = text[..<start.lowerBound].filter { $0 == "\n" }.count + 1
        let inside = text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0) }
            .filter { !$0.trimmingWhitespace().hasPrefix("```") }
        return Block(line: line, graph: normalized(inside.joined(separator: "\n")))
    }

    /// The README with its block replaced by `graph` (as a fenced block), or nil without markers.
    public static func replacing(graphIn text: String, with graph: String, format: GraphFormat) -> String? {
        guard let start = text.range(of: startMarker), let end = text.range(of: endMarker, range: start.upperBound..<text.endIndex) else {
            return nil
        }
        let fenced = "\n```\(format.rawValue)\n\(graph)```\n"
        return String(text[..<start.upperBound]) + fenced + String(text[end.lowerBound...])
    }

    /// Lines without trailing blanks, no blank lines at either end.
    public static func normalized(_ graph: String) -> String {
        var lines = graph.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var text = String(line)
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
            return text
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
