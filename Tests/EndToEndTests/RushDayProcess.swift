import Foundation
import GRDB
import Testing

/// Runs the built `rushday` binary as a separate process, against its own temporary database
/// (a SQLite file, or a schema of its own on the PostgreSQL test server), config and home
/// directories, with no terminal.
struct RushDayProcess {
    typealias Outcome = Shell.Outcome

    let root: URL
    let backend: Backend
    /// What rushday is given as its database: the SQLite file's path or the schema's URL.
    let location: String
    /// The PostgreSQL server holding the store, for `.postgres`.
    let server: PostgresServer?
    /// The SQLite file, for `.sqlite`.
    var database: URL { root.appendingPathComponent("data/rushday.sqlite") }
    var configDirectory: URL { root.appendingPathComponent("config") }

    /// `server`: the PostgreSQL server for `.postgres` (by default the shared test server).
    init(backend: Backend = .sqlite, server: PostgresServer? = nil) throws {
        root = try TestFolders.make("rushday-e2e")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        self.backend = backend
        switch backend {
        case .sqlite:
            self.server = nil
            location = root.appendingPathComponent("data/rushday.sqlite").path
        case .postgres:
            let chosen = try server ?? PostgresServer.shared.get()
            self.server = chosen
            location = try chosen.newStore()
        }
    }

    var environment: [String: String] {
        var environment = [
            "HOME": root.appendingPathComponent("home").path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "RUSHDAY_DATABASE": location,
            "RUSHDAY_CONFIG_HOME": configDirectory.path,
            "TERM": "xterm-256color",
        ]
        environment["PGPASSWORD"] = server?.password
        return environment
    }

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:]) throws -> Outcome {
        try run(arguments, stdinBytes: stdin.map { Data($0.utf8) }, environment: extra)
    }

    /// Standard input as raw bytes, which need not be valid UTF-8.
    @discardableResult
    func run(_ arguments: [String], stdinBytes stdin: Data?, environment extra: [String: String] = [:]) throws -> Outcome {
        try launch(Self.binary, arguments, stdin: stdin, environment: extra)
    }

    /// Runs rushday with `raw` (bytes that need not be valid UTF-8, which `Process` cannot pass)
    /// in place of the argument "@RAW@": a shell builds the argument from octal escapes.
    @discardableResult
    func run(_ arguments: [String], rawArgument raw: [UInt8], stdin: String? = nil) throws -> Outcome {
        let format = raw.map { byte in
            let octal = String(byte, radix: 8)
            return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }.joined()
        let script = #"bin=$1; shift; raw=$(printf "$RUSHDAY_RAW_FORMAT"); for a; do shift; if [ "$a" = "@RAW@" ]; then set -- "$@" "$raw"; else set -- "$@" "$a"; fi; done; exec "$bin" "$@""#
        return try launch(URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", Self.binary.path] + arguments,
                          stdin: stdin.map { Data($0.utf8) }, environment: ["RUSHDAY_RAW_FORMAT": format])
    }

    /// Starts rushday in the background; the caller waits for it with `finish()`.
    func start(_ arguments: [String], stdin: Data? = nil) throws -> Shell.Running {
        try Shell.start(Self.binary.path, arguments, stdin: stdin, environment: environment)
    }

    /// Runs the commands all at once, each in a process of its own, and gives their outcomes
    /// in the same order. Processes a test races run so: from a task each, only as many would
    /// run at once as the test process has concurrency threads (two here).
    func runAtOnce(_ commands: [[String]]) throws -> [Outcome] {
        try commands.map { try start($0) }.map { try $0.finish() }
    }

    private func launch(_ executable: URL, _ arguments: [String], stdin: Data?, environment extra: [String: String]) throws -> Outcome {
        try Shell.run(executable.path, arguments, stdin: stdin, environment: environment.merging(extra) { $1 })
    }

    /// Signs up (and so signs in) a user whose password is `password`.
    @discardableResult
    func signUp(_ email: String, name: String = "Test User", password: String = "correct horse battery") throws -> Outcome {
        let outcome = try run(["auth", "signup", "--email", email, "--name", name, "--password-stdin"], stdin: password + "\n")
        #expect(outcome.status == 0, "signup failed: \(outcome.stderr)")
        return outcome
    }

    @discardableResult
    func logIn(_ email: String, password: String = "correct horse battery") throws -> Outcome {
        try run(["auth", "login", "--email", email, "--password-stdin"], stdin: password + "\n")
    }

    /// Every row of every table, in a stable order: equal dumps mean an unchanged store. Never
    /// the throttles' counts (`client_attempts`), which a refused link or sign-up is meant to add to.
    func dump(excluding excluded: Set<String> = []) throws -> String {
        let excluded = excluded.union(["client_attempts"])
        if let server { return try server.dump(of: location, excluding: excluded) }
        guard FileManager.default.fileExists(atPath: database.path) else { return "<no database>" }
        let queue = try DatabaseQueue(path: database.path)
        return try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            return try tables.filter { !excluded.contains($0) }.map { table in
                // Sorted in Swift: some tables are WITHOUT ROWID, so there is no one column to order by.
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"").map(\.description).sorted()
                return table + ":\n" + rows.joined(separator: "\n")
            }.joined(separator: "\n")
        }
    }

    func rowCount(_ table: String) throws -> Int {
        if let server { return Int(try server.psql("SELECT count(*) FROM \"\(table)\"", in: location).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        guard FileManager.default.fileExists(atPath: database.path) else { return 0 }
        return try DatabaseQueue(path: database.path).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \"\(table)\"") ?? 0 }
    }

    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["RUSHDAY_BINARY"] { return URL(fileURLWithPath: path) }
        // `swift test` runs the test bundle from the build products folder, next to `rushday`.
        let products = Bundle.main.bundleURL
        let candidates = [products, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .map { $0.appendingPathComponent("rushday") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()
}
