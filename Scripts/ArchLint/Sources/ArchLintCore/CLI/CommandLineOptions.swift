/// The parsed command line.
public struct CommandLineOptions: Sendable, Equatable {
    public var root: String?
    public var rules: String?
    public var format: OutputFormat = .text
    public var graph: GraphFormat?
    public var updateReadme = false
    public var useCache = true
    public var cacheDirectory: String?
    public var showHelp = false

    public static let usage = """
        Usage: archlint [options]

        Checks the architecture rules of .archlint.json against every Package.swift and Swift file
        of the repository. Exit status: 0 clean (warnings allowed), 1 errors found, 2 usage or rules error.

        Options:
          --root DIR           repository root (default: the current directory)
          --rules FILE         rules file (default: ROOT/.archlint.json)
          --format FORMAT      text (default), json or github
          --graph FORMAT       print the package dependency graph as mermaid or dot, and nothing else
          --update-readme      rewrite the graph between the README markers named by "readmeGraph"
          --cache-dir DIR      where dump-package output is cached (default: ROOT/.build/archlint-cache)
          --no-cache           run dump-package for every manifest
          -h, --help           show this help

        """

    public struct UsageError: Error, Sendable, Equatable {
        public var message: String
    }

    public init() {}

    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var index = 0
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--root": options.root = try value(for: name, inline: inline)
            case "--rules": options.rules = try value(for: name, inline: inline)
            case "--cache-dir": options.cacheDirectory = try value(for: name, inline: inline)
            case "--format":
                let text = try value(for: name, inline: inline)
                guard let format = OutputFormat(rawValue: text) else {
                    throw UsageError(message: "unknown --format '\(text)' (use text, json or github)")
                }
                options.format = format
            case "--graph":
                let text = try value(for: name, inline: inline)
                guard let format = GraphFormat(rawValue: text) else {
                    throw UsageError(message: "unknown --graph '\(text)' (use mermaid or dot)")
                }
                options.graph = format
            case "--update-readme": options.updateReadme = true
            case "--no-cache": options.useCache = false
            case "-h", "--help": options.showHelp = true
            default:
                throw UsageError(message: "unknown argument '\(argument)' (see --help)")
            }
            index += 1
        }
        if options.graph != nil, options.updateReadme {
            throw UsageError(message: "--graph and --update-readme cannot be combined")
        }
        return options
    }
}
