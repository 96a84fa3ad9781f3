import Foundation

/// Tests/Mail/smtp_server.py (aiosmtpd) on 127.0.0.1, started for one test with its own
/// folder (maildir, log, certificates) and stopped by `stop()`.
final class SMTPTestServer {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() // the repository's root
        .appendingPathComponent("Tests/Mail/smtp_server.py")

    let folder: URL
    let port: Int
    private let process: Process

    /// A CA and a server certificate for 127.0.0.1, made in `folder` by the script.
    struct Certificates {
        var ca: String
        var cert: String
        var key: String
    }

    static func makeCertificates(in folder: URL) throws -> Certificates {
        let output = try run(["--make-ca", folder.appendingPathComponent("ca").path])
        var paths: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { paths[String(parts[0])] = String(parts[1]) }
        }
        return Certificates(ca: paths["CA"] ?? "", cert: paths["CERT"] ?? "", key: paths["KEY"] ?? "")
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("smtpmail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Starts the server with `arguments` beside `--port 0 --maildir --log`, once it says READY.
    init(_ arguments: [String], folder: URL) throws {
        self.folder = folder
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--port", "0",
                             "--maildir", folder.appendingPathComponent("maildir").path,
                             "--log", folder.appendingPathComponent("log").path] + arguments
        let output = Pipe()
        process.standardOutput = output
        // Not the test run's own stderr: a server outliving a crashed run would hold that pipe
        // open, and `swift test` would wait for it for ever.
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line: [UInt8] = []
        let handle = output.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let first = byte.first else { break }
            if first == 10 { break }
            line.append(first)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("READY "), let port = Int(text.dropFirst(6)) else {
            process.terminate()
            throw TestServerError.notReady(text)
        }
        self.port = port
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The messages the server accepted, in order, as received.
    func received() throws -> [Data] {
        let maildir = folder.appendingPathComponent("maildir")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: maildir.path)) ?? []
        return try names.filter { $0.hasSuffix(".eml") }
            .sorted { Int($0.dropLast(4)) ?? 0 < Int($1.dropLast(4)) ?? 0 }
            .map { try Data(contentsOf: maildir.appendingPathComponent($0)) }
    }

    /// The commands received, one per line: `<connection> <COMMAND> [argument]`.
    func log() throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    func count(_ command: String) throws -> Int {
        try log().filter { $0.split(separator: " ").dropFirst().first.map(String.init) == command }.count
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

enum TestServerError: Error {
    case notReady(String)
}
