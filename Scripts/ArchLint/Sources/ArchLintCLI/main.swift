import ArchLintCore
import Foundation

let start = ContinuousClock.now
let status = ArchLintCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    startedAt: start,
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
