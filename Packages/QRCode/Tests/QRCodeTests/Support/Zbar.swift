import Foundation
import Testing

/// zbarimg (Debian's zbar-tools), the outside judge: an independent decoder must read back
/// exactly what was encoded.
enum Zbar {
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { "\($0)/zbarimg" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The payload zbarimg decodes from the PNG, as raw bytes (`-Sbinary`: no character set
    /// guessing, no trailing newline), or nil when it finds no code.
    static func decode(png: [UInt8]) throws -> [UInt8]? {
        let zbarimg = try #require(executable, "zbarimg is not installed: apt-get install -y zbar-tools (Scripts/test does it)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qrcode-\(UUID().uuidString).png")
        try Data(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run(zbarimg, ["--raw", "-q", "-Sbinary", file.path])
    }

    /// zbarimg's output with the given arguments; nil when it exits non-zero (4: no code found).
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
}
