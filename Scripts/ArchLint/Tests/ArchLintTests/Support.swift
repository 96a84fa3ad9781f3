@testable import ArchLintCore
import Foundation

/// Paths of the fixture monorepos and of the real repository, found from this file.
enum Paths {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> URL {
        tests.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }
}

/// Runs the whole command as the executable does, capturing what it prints.
struct CommandRun {
    var status: Int32
    var output: String
    var errorOutput: String

    init(_ arguments: [String], in directory: URL = Paths.repository) {
        var output = ""
        var errorOutput = ""
        status = ArchLintCommand.run(arguments, currentDirectory: directory,
                                     output: { output += $0 }, errorOutput: { errorOutput += $0 })
        self.output = output
        self.errorOutput = errorOutput
    }
}

func scan(_ source: String) -> ScannedSource {
    SwiftSourceScanner.scan(Array(source.utf8))
}

func importedModules(_ source: String) -> [String] {
    scan(source).imports.map(\.module)
}
