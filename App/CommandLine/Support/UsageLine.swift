/// argument-parser's usage messages ("Missing value for '--party <party>'") as rushday's one
/// line, `<field>: <message>`, the field being the option or argument as typed. Its messages are
/// read by their fixed English shapes; a shape not known here is kept whole rather than guessed.
enum UsageLine {
    /// `command`: the words naming the command that was run (`rushday guests add`), for the hint.
    static func text(for message: String, command: String) -> String {
        let help = "see '\(command) --help'"
        if let match = message.wholeMatch(of: /Missing value for '([^' ]+)(?: <[^>]*>)?'/) {
            return "\(match.1): needs a value; \(help)"
        }
        if let match = message.wholeMatch(of: /(?s)The value '(.*)' is invalid for '([^' ]+)(?: <[^>]*>)?'(.*)/) {
            return "\(field(match.2)): \(invalidValue(String(match.1), String(match.3)))"
        }
        if let match = message.wholeMatch(of: /Unknown option '([^']+)'(?:\. Did you mean '([^']+)'\?)?/) {
            let suggestion = match.2.map { "did you mean \($0)? " } ?? ""
            return "\(match.1): is not an option of '\(command)'; \(suggestion)\(help)"
        }
        if let match = message.wholeMatch(of: /Missing expected argument '([^' ]+)(?: <[^>]*>)?'/) {
            return "\(field(match.1)): is missing; \(help)"
        }
        if let match = message.wholeMatch(of: /(?s)Unexpected argument '(.*)'/) {
            return "\(match.1): is not an argument nor a command of '\(command)'; \(help)"
        }
        if let match = message.wholeMatch(of: /(?s)\d+ unexpected arguments: '(.*?)'.*/) {
            return "\(match.1): is not an argument nor a command of '\(command)'; \(help)"
        }
        if let match = message.wholeMatch(of: /(?s)The option '([^']+)' does not take any value, but '(.*)' was specified\./) {
            return "\(match.1): takes no value; leave out '\(match.2)'"
        }
        if let match = message.wholeMatch(of: /Value to be set with flag '([^']+)' had already been set with flag '([^']+)'/) {
            return "\(match.1): cannot be given with \(match.2); give one of them"
        }
        return message
    }

    /// `<event>` is the argument `event`; `--party` stays as typed.
    private static func field(_ synopsis: Substring) -> Substring {
        synopsis.hasPrefix("<") && synopsis.hasSuffix(">") ? synopsis.dropFirst().dropLast() : synopsis
    }

    /// A value list ("Please provide one of 'a', 'b'") or a type's own reason is kept; with
    /// neither, the value failed a number's parsing, the only other kind of value rushday reads.
    private static func invalidValue(_ value: String, _ detail: String) -> String {
        if let list = detail.wholeMatch(of: /(?s)\. Please provide one of (?:the following:\n)?(.*?)\.?/) {
            return "'\(value)' is not one of \(list.1.split(separator: "\n").map { $0.trimmingPrefix(/\s*-\s/) }.joined(separator: ", "))"
        }
        if detail.hasPrefix(": ") { return "'\(value)' \(detail.dropFirst(2))" }
        return "'\(value)' is not a whole number"
    }
}
