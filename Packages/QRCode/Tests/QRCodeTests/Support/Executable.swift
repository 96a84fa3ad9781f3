import Foundation

/// Outside programs the tests use as independent judges.
enum Executable {
    /// The first executable of that name on PATH.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The program's standard output, or nil when it exits non-zero.
    static func run(_ executable: String, _ arguments: [String]) throws -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? Array(data) : nil
    }

    /// Writes the bytes to a new temporary file, runs `body` with its path, and removes it.
    static func withTemporaryFile<T>(_ bytes: [UInt8], suffix: String, _ body: (String) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qrcode-\(UUID().uuidString)\(suffix)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }
}
