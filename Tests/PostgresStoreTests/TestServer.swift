import Foundation
import Glibc
import PostgresNIO
import PostgresStore

/// The PostgreSQL server the tests use: the one `RUSHDAY_TEST_POSTGRES_URL` (with `PGPASSWORD`)
/// names, or else the throwaway server of `Scripts/lib/postgres-server.sh`, started once for
/// the run and left running for the next (`Scripts/lib/postgres-server.sh stop` ends it). When
/// neither can be had the tests fail, saying why: they never skip.
enum TestServer {
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    static func location(schema: String = "public") async throws -> PostgresLocation {
        var location = try await server.value.location
        location.schema = schema
        return location
    }

    /// The CA certificate that signed the server's certificate, for `verify-full`: the
    /// script's, or `RUSHDAY_TEST_POSTGRES_ROOTCERT` beside `RUSHDAY_TEST_POSTGRES_URL`.
    static func rootCertificate() async throws -> String {
        guard let path = try await server.value.rootCertificate else {
            throw Unavailable(description: "RUSHDAY_TEST_POSTGRES_ROOTCERT is unset: with RUSHDAY_TEST_POSTGRES_URL, set it to the CA certificate (PEM) of the server's TLS certificate")
        }
        return path
    }

    private static let server = Task { () throws -> (location: PostgresLocation, rootCertificate: String?) in
        let environment = ProcessInfo.processInfo.environment
        if let url = environment["RUSHDAY_TEST_POSTGRES_URL"] {
            return (try parse(url, password: environment["PGPASSWORD"]), environment["RUSHDAY_TEST_POSTGRES_ROOTCERT"])
        }
        let lines = try startScriptServer()
        var values: [String: String] = [:]
        for line in lines.split(separator: "\n") {
            let assignment = line.replacingOccurrences(of: "export ", with: "")
            guard let equals = assignment.firstIndex(of: "=") else { continue }
            values[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
        }
        guard let url = values["RUSHDAY_TEST_POSTGRES_URL"] else {
            throw Unavailable(description: "Scripts/lib/postgres-server.sh start printed no RUSHDAY_TEST_POSTGRES_URL: \(lines)")
        }
        return (try parse(url, password: values["PGPASSWORD"]), values["RUSHDAY_TEST_POSTGRES_ROOTCERT"])
    }

    /// postgres://USER@HOST:PORT/DATABASE, the form the script prints; the App's parser (with
    /// sslmode, ~/.pgpass and the rest) is the next step of the PostgreSQL work.
    private static func parse(_ text: String, password: String?) throws -> PostgresLocation {
        guard let url = URL(string: text), url.scheme == "postgres", let host = url.host, let user = url.user,
              case let database = String(url.path.dropFirst()), !database.isEmpty else {
            throw Unavailable(description: "RUSHDAY_TEST_POSTGRES_URL is not postgres://USER@HOST:PORT/DATABASE: \(text)")
        }
        return PostgresLocation(host: host, port: url.port ?? 5432, username: user, password: password, database: database)
    }

    /// Through posix_spawn and waitpid: Foundation's `Process.waitUntilExit` never returned
    /// here when called from a test's task, the script long gone.
    private static func startScriptServer() throws -> String {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../Scripts/lib/postgres-server.sh").standardized
        guard FileManager.default.isExecutableFile(atPath: script.path) else {
            throw Unavailable(description: "RUSHDAY_TEST_POSTGRES_URL is unset and \(script.path) is missing; set it to a server's URL (and PGPASSWORD)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("postgres-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout").path
        let errors = folder.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(script.path), strdup("start"), nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, script.path, &actions, nil, arguments, environ)
        guard spawned == 0 else {
            throw Unavailable(description: "RUSHDAY_TEST_POSTGRES_URL is unset and \(script.path) could not be run (errno \(spawned))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let complaint = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Unavailable(description: "RUSHDAY_TEST_POSTGRES_URL is unset and \(script.path) start failed (wait status \(status)): \(complaint)")
        }
        return printed
    }
}

/// An empty schema of its own for one test, dropped afterwards: tests share one database and
/// run in parallel, and a schema costs far less than a database to make.
func withSchema<T>(_ body: (PostgresLocation) async throws -> T) async throws -> T {
    let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let admin = try await Admin.shared()
    try await revealing { try await admin.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema)")) }
    do {
        let value = try await revealing { try await body(try await TestServer.location(schema: schema)) }
        try await revealing { try await admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE")) }
        return value
    } catch {
        _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE"))
        throw error
    }
}

/// Runs `body` with a new store in a schema of its own.
func withStore<T>(_ body: (PostgresStore, PostgresLocation) async throws -> T) async throws -> T {
    try await withSchema { location in try await body(PostgresStore(location), location) }
}

/// A client of the test server's public schema for what the tests do behind the store's back.
enum Admin {
    private static let client = Task { () throws -> PostgresClient in
        let location = try await TestServer.location()
        let client = PostgresClient(configuration: patient(.init(host: location.host, port: location.port,
                                                                 username: location.username, password: location.password,
                                                                 database: location.database, tls: .disable)))
        Task { await client.run() }
        return client
    }

    static func shared() async throws -> PostgresClient { try await client.value }

    /// A client whose connections see `location`'s schema.
    static func client(for location: PostgresLocation) -> PostgresClient {
        var configuration = PostgresClient.Configuration(host: location.host, port: location.port,
                                                         username: location.username, password: location.password,
                                                         database: location.database, tls: .disable)
        configuration.options.additionalStartupParameters = [("search_path", location.schema)]
        return PostgresClient(configuration: patient(configuration))
    }

    /// The tests' own connections wait a minute to connect, not postgres-nio's 10 s: the limit
    /// only turns a server that never answers into a failure, and a CI machine running every
    /// suite at once took longer than 10 s once.
    private static func patient(_ configuration: PostgresClient.Configuration) -> PostgresClient.Configuration {
        var configuration = configuration
        configuration.options.connectTimeout = .seconds(60)
        return configuration
    }
}

/// `body`, with a PostgreSQL error it throws told in full: PSQLError describes itself only as
/// "Generic description", which says nothing of why a test failed.
@discardableResult
func revealing<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as PSQLError {
        throw RevealedError(description: String(reflecting: error))
    }
}

struct RevealedError: Error, CustomStringConvertible {
    let description: String
}
