import ArgumentParser
import Domain
import Foundation

/// The command line: runs the command tree over what `composition` wires, and turns every
/// failure into one line on stderr and a sysexits code, instead of argument-parser's usage dump
/// or a stack trace.
public enum CommandLineFace {
    /// What the composition running this process gives the commands (see `CommandLineComposition`).
    @TaskLocal static var composition: (any CommandLineComposition)?

    /// The process's command line, run to its end: never returns.
    public static func main(_ composition: any CommandLineComposition) async -> Never {
        await $composition.withValue(composition) { await run() }
        exit(0)
    }

    /// The composition of the process, which `main` sets before any command is parsed.
    static var wiring: any CommandLineComposition {
        guard let composition else { preconditionFailure("the command line runs inside CommandLineFace.main") }
        return composition
    }

    private static func run() async {
        var parsed: (any ParsableCommand)?
        let words = Array(CommandLine.arguments.dropFirst())
        do {
            try RawArguments.requireUTF8()
            var command = try RushDay.parseAsRoot(CommandLineWords.prepared(words))
            parsed = command
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as DomainError {
            // Text refused before parsing still names its option: the rest of the line parses.
            let command = parsed ?? (try? RushDay.parseAsRoot(CommandLineWords.prepared(words)))
            fail(ErrorLine.text(for: error, command: command), code: ExitStatus.code(for: error))
        } catch let status as ExitCode {
            // A command that already told the user what went wrong (each bad row of an import,
            // on its own line) only sets the code.
            exit(status.rawValue)
        } catch {
            let code = RushDay.exitCode(for: error)
            if code == .success {
                print(RushDay.fullMessage(for: error))
                exit(0)
            }
            // Keep the message, not the "Help:" or "Usage:" lines argument-parser adds after it; a
            // line break inside it belongs to a value typed, which fail() shows escaped.
            let message = RushDay.message(for: error).components(separatedBy: "\n")
                .prefix { !$0.hasPrefix("Help:") && !$0.hasPrefix("Usage:") }
                .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            // argument-parser reports bad input as 64 (EX_USAGE); keep that, explain the rest.
            fail(message.isEmpty ? "failed; see 'rushday --help'" : UsageLine.text(for: message, command: commandName(in: words)),
                 code: code.rawValue)
        }
    }

    /// The last guard before the terminal: whatever a message quotes (argument-parser echoes
    /// input too), no control or direction-changing character reaches stderr, and it is one line
    /// of a readable length.
    static func fail(_ message: String, code: Int32) -> Never {
        let line = UserText.escaped(message)
        let shown = line.count > messageLimit ? line.prefix(messageLimit) + "…" : line
        FileHandle.standardError.write(Data("rushday: \(shown)\n".utf8))
        exit(code)
    }

    private static let messageLimit = 400

    /// `rushday guests add`: the command the words name, as far as they name one.
    private static func commandName(in words: [String]) -> String {
        (["rushday"] + words.prefix(CommandPath(words).words)).joined(separator: " ")
    }
}
