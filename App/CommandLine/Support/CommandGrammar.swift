import ArgumentParser
import Foundation

/// One command as argument-parser itself describes it (the document behind
/// `--experimental-dump-help`): which names take a value, which may be repeated. Read from the
/// parser, so a new option needs no list here. Only the command a line names is described:
/// describing the whole tree makes argument-parser check every command's arguments, which cost
/// each such line more than the rest of its run.
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

    let commandName: String?
    let subcommands: [CommandGrammar]?
    let arguments: [Argument]?

    private struct Document: Decodable {
        let command: CommandGrammar
    }

    /// The command `path` names, described; nil for a group of commands (`rushday guests`),
    /// which takes no option of its own but help, and which argument-parser refuses anyway.
    /// A line naming none of ours may name one argument-parser adds itself (`help`), which only
    /// the whole tree's description holds.
    init?(of path: CommandPath, line: [String]) {
        guard path.command.configuration.subcommands.isEmpty || path.words == 0,
              let document = try? JSONDecoder().decode(Document.self, from: Data(path.command._dumpHelp().utf8))
        else { return nil }
        guard path.words == 0 else {
            self = document.command
            return
        }
        guard let first = line.first, let own = document.command.subcommands?.first(where: { $0.commandName == first }) else { return nil }
        self = own
    }

    /// The argument typed as `--name` or `-n`.
    func argument(named typed: String) -> Argument? {
        let name = typed.hasPrefix("--") ? typed.dropFirst(2) : typed.dropFirst()
        let kind = typed.hasPrefix("--") ? "long" : "short"
        return arguments?.first { $0.names?.contains { $0.kind == kind && $0.name == name } == true }
    }
}
