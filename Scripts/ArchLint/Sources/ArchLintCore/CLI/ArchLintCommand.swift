public import Foundation

/// The whole command: parse, lint, print, and the exit status (0 clean, 1 errors, 2 usage or rules error).
public enum ArchLintCommand {
    public static func run(_ arguments: [String], currentDirectory: URL, startedAt start: ContinuousClock.Instant = .now,
                           output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            errorOutput("archlint: \(error.message)\n")
            return 2
        }
        if options.showHelp {
            output(CommandLineOptions.usage)
            return 0
        }
        let root = options.root.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) } ?? currentDirectory
        let lintOptions = LintOptions(
            root: root,
            rulesFile: options.rules.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) },
            cacheDirectory: options.cacheDirectory.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) },
            useCache: options.useCache)
        let result: LintResult
        do {
            result = try ArchLint.lint(lintOptions)
            if let format = options.graph {
                output(result.graph.render(format))
                return 0
            }
            if options.updateReadme {
                guard try ArchLint.updateReadme(lintOptions, graph: result.graph) else {
                    errorOutput("archlint: no README to update: set \"readmeGraph\" in the rules file and put \(ReadmeGraph.startMarker) and \(ReadmeGraph.endMarker) in it\n")
                    return 2
                }
                output("archlint: updated the README graph\n")
                return 0
            }
        } catch {
            errorOutput("\(error.description)\n")
            return 2
        }
        let milliseconds = Int((ContinuousClock.now - start) / .milliseconds(1))
        let summary = Reporter.summary(result, milliseconds: milliseconds) + "\n"
        output(Reporter.render(result.findings, as: options.format))
        if options.format == .json {
            errorOutput(summary)
        } else {
            output(summary)
        }
        return result.errorCount > 0 ? 1 : 0
    }
}
