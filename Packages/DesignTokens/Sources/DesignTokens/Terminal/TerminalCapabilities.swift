import Foundation

/// What the terminal behind one output stream can show.
public struct TerminalCapabilities: Hashable, Sendable {
    public enum ColorLevel: Int, Comparable, CaseIterable, Hashable, Sendable {
        case none, ansi16, ansi256, trueColor

        public static func < (lhs: ColorLevel, rhs: ColorLevel) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    public var colorLevel: ColorLevel
    public var unicode: Bool
    /// Columns available for one line.
    public var width: Int
    /// Whether the stream is an interactive terminal. Progress bars draw only on one.
    public var isTerminal: Bool

    public static let defaultWidth = 80
    /// Wide enough that nothing is cut, small enough that padding arithmetic cannot overflow.
    public static let unlimitedWidth = 1 << 20

    public init(
        colorLevel: ColorLevel = .none,
        unicode: Bool = true,
        width: Int = TerminalCapabilities.defaultWidth,
        isTerminal: Bool = false
    ) {
        self.colorLevel = colorLevel
        self.unicode = unicode
        self.width = width
        self.isTerminal = isTerminal
    }

    /// Decides from the environment alone, so every rule can be tested without a terminal.
    ///
    /// - Colour is off with a non-empty `NO_COLOR` (no-color.org), `--no-color`, `TERM=dumb`,
    ///   or when the stream is not a terminal; otherwise `COLORTERM=truecolor|24bit` gives
    ///   24-bit colour, a `TERM` containing `256color` gives 256, anything else 16.
    /// - Unicode is on unless the effective locale (`LC_ALL`, then `LC_CTYPE`, then `LANG`)
    ///   names a codeset other than UTF-8, such as `C` or `POSIX`, or `TERM=dumb`.
    /// - Width is `COLUMNS`, else unlimited when the stream is not a terminal (a file or a pipe
    ///   wants whole values, not cut ones), else `windowColumns` (the size the kernel reports
    ///   for the terminal), else 80. `COLUMNS` wins so a user can always override it.
    public static func detect(
        environment: [String: String],
        isTerminal: Bool,
        noColorFlag: Bool,
        windowColumns: Int? = nil
    ) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        let isDumb = term == "dumb"
        return TerminalCapabilities(
            colorLevel: colorLevel(environment: environment, term: term, isDumb: isDumb,
                                   isTerminal: isTerminal, noColorFlag: noColorFlag),
            unicode: !isDumb && localeAllowsUnicode(environment),
            width: width(environment: environment, windowColumns: windowColumns, isTerminal: isTerminal),
            isTerminal: isTerminal
        )
    }

    private static func colorLevel(
        environment: [String: String], term: String, isDumb: Bool, isTerminal: Bool, noColorFlag: Bool
    ) -> ColorLevel {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        if noColor || noColorFlag || isDumb || !isTerminal {
            return .none
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if term.contains("256color") {
            return .ansi256
        }
        return .ansi16
    }

    private static func localeAllowsUnicode(_ environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"]
            .lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        guard let locale else {
            return true
        }
        let name = locale.lowercased()
        return name.contains("utf-8") || name.contains("utf8")
    }

    private static func width(environment: [String: String], windowColumns: Int?, isTerminal: Bool) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 {
            return columns
        }
        if !isTerminal {
            return unlimitedWidth
        }
        if let windowColumns, windowColumns > 0 {
            return windowColumns
        }
        return defaultWidth
    }
}

