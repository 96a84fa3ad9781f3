import Foundation
import Testing

/// Rules of the command line that hold for every command, checked by walking the whole tree as
/// argument-parser describes it (`--experimental-dump-help`), so a new command is covered
/// without being listed: a negative number is a value wherever one is expected, and a
/// single-value option given twice is refused.
@Suite struct CommandLineWalkTests {
    struct Argument {
        let kind: String
        let name: String?
        let isOptional: Bool
        let isRepeating: Bool
        /// The first of its allowed values, for one that has a list (`--format`: `table`).
        let firstValue: String?
    }

    struct Command {
        let words: [String]
        let arguments: [Argument]
    }

    /// Words argument-parser answers itself (help, version, completion scripts).
    static let parserOwn: Set<String> = ["help", "version", "generate-completion-script", "experimental-dump-help"]

    static func leaves() throws -> [Command] {
        let dump = try RushDayProcess().run(["--experimental-dump-help"])
        let root = try #require((try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])?["command"] as? [String: Any])
        func walk(_ command: [String: Any], words: [String]) -> [Command] {
            let children = command["subcommands"] as? [[String: Any]] ?? []
            guard children.isEmpty else {
                return children.flatMap { walk($0, words: words + [$0["commandName"] as? String ?? ""]) }
            }
            let arguments = (command["arguments"] as? [[String: Any]] ?? []).compactMap { argument -> Argument? in
                let names = argument["names"] as? [[String: Any]] ?? []
                let long = names.first { $0["kind"] as? String == "long" }?["name"] as? String
                if let long, parserOwn.contains(long) { return nil }
                return Argument(kind: argument["kind"] as? String ?? "", name: long,
                                isOptional: argument["isOptional"] as? Bool ?? true,
                                isRepeating: argument["isRepeating"] as? Bool ?? false,
                                firstValue: (argument["allValues"] as? [String])?.first)
            }
            return [Command(words: words, arguments: arguments)]
        }
        return walk(root, words: [])
    }

    /// The command with every positional argument and required option given `1`, except
    /// `tried`, given `value`.
    static func line(_ command: Command, trying tried: Int, with value: String) -> [String] {
        var named: [String] = []
        var positional: [String] = []
        for (index, argument) in command.arguments.enumerated() {
            let given = index == tried ? value : argument.firstValue ?? "1"
            switch argument.kind {
            case "positional" where index == tried || !argument.isOptional: positional.append(given)
            case "option" where index == tried || !argument.isOptional: named += ["--" + (argument.name ?? ""), given]
            default: break
            }
        }
        return command.words + positional + named
    }

    /// Runs in a folder of its own: a path given as `-1` or `1` (`--output`, `demo --database`)
    /// lands there.
    /// A line that starts `serve` runs until stopped: it is stopped after a few seconds (status
    /// 137), having taken its values.
    static func run(_ rushday: RushDayProcess, _ arguments: [String]) throws -> RushDayProcess.Outcome {
        try Shell.start("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", rushday.root.path, RushDayProcess.binary.path] + arguments,
                        environment: rushday.environment).finish(within: 5)
    }

    /// What argument-parser says when it did not take a value as one.
    static let parserRefusals = ["needs a value", "is not an option of", "is missing;", "is not an argument nor a command",
                                 "Missing value", "Unknown option", "Missing expected argument", "Unexpected argument"]

    @Test func aNegativeNumberReachesEveryOptionAndArgumentThatTakesAValue() throws {
        let rushday = try RushDayProcess()
        var tried = 0
        for command in try Self.leaves() {
            for (index, argument) in command.arguments.enumerated()
            where (argument.kind == "option" || argument.kind == "positional") && argument.firstValue == nil {
                let arguments = Self.line(command, trying: index, with: "-1")
                let outcome = try Self.run(rushday, arguments)
                tried += 1
                #expect(!Self.parserRefusals.contains { outcome.stderr.contains($0) }, "\(arguments): \(outcome.stderr)")
            }
        }
        #expect(tried > 60, "walked only \(tried) values")
    }

    @Test func everySingleValueOptionAndFlagGivenTwiceIsAUsageError() throws {
        let rushday = try RushDayProcess()
        var tried = 0
        for command in try Self.leaves() {
            for argument in command.arguments where argument.kind != "positional" && !argument.isRepeating {
                let name = "--" + (argument.name ?? "")
                let once = argument.kind == "flag" ? [name] : [name, argument.firstValue ?? "1"]
                let arguments = Self.line(command, trying: -1, with: "1") + once + once
                let outcome = try Self.run(rushday, arguments)
                tried += 1
                outcome.expectFailure(64, mentioning: [])
                #expect(outcome.stderr == "rushday: \(name): is given twice; give it once\n", "\(arguments)")
            }
        }
        #expect(tried > 60, "walked only \(tried) options")
    }
}
