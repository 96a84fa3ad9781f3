import ArgumentParser

/// The command line as typed, made ready for argument-parser, which on its own reads `-5` as
/// an unknown option and keeps the last of a repeated option. Two rules for every command:
/// a negative number is a value wherever one is expected (`--party -1`, an amount `-5`), and a
/// single-value option or flag given twice is a usage error, never a silent choice.
enum CommandLineWords {
    static func prepared(_ words: [String]) throws -> [String] {
        // Most lines have neither; they start without reading their command's description.
        guard words.contains(where: isNegativeNumber) || repeatsAName(words) else { return words }
        let typed = CommandPath(words)
        guard let command = CommandGrammar(of: typed, line: words) else { return words }
        let path = typed.words == 0 ? 1 : typed.words
        var named: [String] = []
        var positional: [String] = []
        var afterTerminator: [String] = []
        var negativePositional = false
        var given: Set<String> = []
        var rewritten = false
        var index = path
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                afterTerminator = Array(words[index...])
                break
            }
            // A lone `-` is a value too (standard input, by custom).
            guard word.hasPrefix("-"), word != "-", !isNegativeNumber(word) else {
                negativePositional = negativePositional || isNegativeNumber(word)
                positional.append(word)
                continue
            }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            guard let argument = command.argument(named: name) else {
                named.append(word)
                continue
            }
            if !argument.mayRepeat, !given.insert(name).inserted {
                throw ValidationError("\(name): is given twice; give it once")
            }
            guard argument.takesValue, !word.contains("="), index < words.count else {
                named.append(word)
                continue
            }
            let value = words[index]
            if isNegativeNumber(value) {
                named.append("\(name)=\(value)")
                rewritten = true
                index += 1
            } else if argument.takesAnyValue || !value.hasPrefix("-") {
                named += [word, value]
                index += 1
            } else {
                named.append(word)
            }
        }
        guard rewritten || negativePositional else { return words }
        // Only after `--` does argument-parser take a word starting with a dash as a value; the
        // order of the positional words among themselves is all it reads.
        return Array(words[..<path]) + named + ["--"] + positional + afterTerminator
    }

    /// Whether some `--name` (or `--name=value`) is typed twice before any `--`.
    private static func repeatsAName(_ words: [String]) -> Bool {
        var seen: Set<Substring> = []
        for word in words.prefix(while: { $0 != "--" }) where word.hasPrefix("--") {
            if !seen.insert(word.split(separator: "=", maxSplits: 1)[0]).inserted { return true }
        }
        return false
    }

    /// `-5`, `-1.50`, `-.5`: no option of rushday is a dash and a digit, so these are values.
    static func isNegativeNumber(_ word: String) -> Bool {
        let rest = word.utf8.dropFirst()
        guard word.utf8.first == UInt8(ascii: "-"), let first = rest.first else { return false }
        let digit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        return digit(first) || (first == UInt8(ascii: ".") && rest.dropFirst().first.map(digit) == true)
    }
}
