import ArgumentParser
import Foundation

/// The command tree as argument-parser itself describes it (the document behind
/// `--experimental-dump-help`): which words are commands, which names take a value, which may
/// be repeated. Read from the parser, so a new option needs no list here.
struct CommandGrammar: Decodable, Sendable {
    struct Name: Decodable, Sendable {
        let kind: String
        let name: String
    }

    struct Argument: Decodable, Sendable {
        let kind: String
        let names: [Name]?
        let isRepeating: Bool?
        let parsingStrategy: String?

        var takesValue: Bool { kind == "option" }
        /// An array option (`--tag a --tag b`) or a flag that counts (`-vvv`).
        var mayRepeat: Bool { isRepeating ?? false }
        /// An option whose value may start with a dash (`parsing: .unconditional`).
        var takesAnyValue: Bool { parsingStrategy == "unconditional" }
    }

    let commandName: String
    let aliases: [String]?
    let subcommands: [CommandGrammar]?
    let arguments: [Argument]?

    private struct Document: Decodable {
        let command: CommandGrammar
    }

    static let root: CommandGrammar? = try? JSONDecoder().decode(Document.self, from: Data(RushDay._dumpHelp().utf8)).command

    /// The command the leading words of `arguments` name, and how many words that took.
    func command(named arguments: [String]) -> (command: CommandGrammar, words: Int) {
        var command = self
        var words = 0
        while words < arguments.count,
              let next = command.subcommands?.first(where: { $0.commandName == arguments[words] || $0.aliases?.contains(arguments[words]) == true }) {
            command = next
            words += 1
        }
        return (command, words)
    }

    /// The argument typed as `--name` or `-n`.
    func argument(named typed: String) -> Argument? {
        let name = typed.hasPrefix("--") ? typed.dropFirst(2) : typed.dropFirst()
        let kind = typed.hasPrefix("--") ? "long" : "short"
        return arguments?.first { $0.names?.contains { $0.kind == kind && $0.name == name } == true }
    }
}
