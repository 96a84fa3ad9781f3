import Foundation

/// Runs a program to its end, with no terminal: what it printed and how it ended.
enum Shell {
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(_ executable: String, _ arguments: [String], stdin: Data? = nil,
                    environment: [String: String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let input = Pipe(), output = Pipe()
        // stderr goes to a file: with two pipes, a child filling the stderr pipe while the test
        // waits for stdout to end would block both forever.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let error = try FileHandle(forWritingTo: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try error.close()
        let stderrData = try Data(contentsOf: errorFile)
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: stdoutData, as: UTF8.self),
                       stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
