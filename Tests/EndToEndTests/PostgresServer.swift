import Foundation
import Testing

/// The PostgreSQL server the end-to-end tests use: the one `RUSHDAY_TEST_POSTGRES_URL` (with
/// `PGPASSWORD`) names, as `Scripts/test` sets them, else the throwaway server of
/// `Scripts/lib/postgres-server.sh`, started here and left running. Without either a test that
/// needs it fails saying why; it never skips.
struct PostgresServer: Sendable {
    let url: String
    let password: String
    /// The certificate of the authority that signed the server's, for sslmode=verify-full.
    let rootCertificate: String?

    static let shared: Result<PostgresServer, PostgresServerUnavailable> = {
        let environment = ProcessInfo.processInfo.environment
        if let url = environment["RUSHDAY_TEST_POSTGRES_URL"], let password = environment["PGPASSWORD"] {
            return .success(PostgresServer(url: url, password: password, rootCertificate: environment["RUSHDAY_TEST_POSTGRES_ROOTCERT"]))
        }
        return Result { try started(folder: nil) }.mapError { PostgresServerUnavailable(reason: "\($0)") }
    }()

    /// A server of the script's own in `folder`, for a test that stops and restarts it.
    static func started(folder: URL?) throws -> PostgresServer {
        let env = try script(["start"], folder: folder)
        func value(_ name: String) -> String? {
            env.split(separator: "\n").lazy.compactMap { line -> String? in
                let prefix = "export \(name)="
                return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
            }.first
        }
        guard let url = value("RUSHDAY_TEST_POSTGRES_URL"), let password = value("PGPASSWORD") else {
            throw PostgresServerUnavailable(reason: "postgres-server.sh start printed no URL: \(env)")
        }
        return PostgresServer(url: url, password: password, rootCertificate: value("RUSHDAY_TEST_POSTGRES_ROOTCERT"))
    }

    /// Runs `Scripts/lib/postgres-server.sh` (start, halt, resume, stop) on the server in
    /// `folder` (nil: the shared one), answering what it printed.
    @discardableResult
    static func script(_ arguments: [String], folder: URL?) throws -> String {
        let scriptURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scripts/lib/postgres-server.sh").standardized
        var environment = ProcessInfo.processInfo.environment
        if let folder { environment["RUSHDAY_TEST_POSTGRES_DIR"] = folder.path }
        let outcome = try Shell.run(scriptURL.path, arguments, environment: environment)
        guard outcome.status == 0 else {
            throw PostgresServerUnavailable(reason: "postgres-server.sh \(arguments.joined(separator: " ")) failed (\(outcome.status)): \(outcome.stderr)")
        }
        return outcome.stdout
    }

    /// A new, empty schema for one test's store, and the URL that selects it. Plain TCP: the
    /// TLS tests choose their sslmode themselves.
    func newStore() throws -> String {
        let schema = "e2e_" + UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: "")
        try psql("CREATE SCHEMA \(schema)")
        return "\(url)?schema=\(schema)&sslmode=disable"
    }

    /// Runs `sql` with psql on the database of `store` (or the server's), answering its rows
    /// unaligned, one per line (or ended by a NUL each with `nulSeparated`).
    @discardableResult
    func psql(_ sql: String, in store: String? = nil, nulSeparated: Bool = false) throws -> String {
        // Plain TCP on this machine's loopback: a TLS handshake was half of each call.
        var target = url + "?sslmode=disable"
        if let store, let schema = store.split(separator: "schema=").last?.split(separator: "&").first {
            target += "&options=-csearch_path%3D\(schema)"
        }
        let outcome = try Shell.run(Self.client, ["-X", "-q", "-At", "-v", "ON_ERROR_STOP=1"] + (nulSeparated ? ["-0"] : []) + [target, "-c", sql],
                                    environment: ProcessInfo.processInfo.environment.merging(["PGPASSWORD": password]) { $1 })
        guard outcome.status == 0 else {
            throw PostgresServerUnavailable(reason: "psql failed (\(outcome.status)) on \(sql): \(outcome.stderr)")
        }
        return outcome.stdout
    }

    /// PostgreSQL 15's own psql (the server `postgres-server.sh` starts is 15): Debian's `psql` on
    /// the PATH is a Perl program choosing a version, which tripled the cost of every call.
    static let client: String = {
        let own = "/usr/lib/postgresql/15/bin/psql"
        return FileManager.default.isExecutableFile(atPath: own) ? own : "/usr/bin/psql"
    }()
}

struct PostgresServerUnavailable: Error, CustomStringConvertible {
    let reason: String
    var description: String { "no PostgreSQL server for the tests: \(reason)" }
}

extension PostgresServer {
    /// Every row of every table of `store`'s schema, in a stable order: equal dumps mean an
    /// unchanged store (as `RushDayProcess.dump` is for a SQLite file). Two calls of psql, not one
    /// per table: the tests dump a store before and after every refused command.
    func dump(of store: String, excluding excluded: Set<String>) throws -> String {
        let tables = try psql("""
            SELECT table_name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1
            """, in: store).split(separator: "\n").map(String.init).filter { !excluded.contains($0) }
        guard !tables.isEmpty else { return "<no database>" }
        let everyRow = tables.map { "SELECT '\($0)', t::text FROM \"\($0)\" t" }.joined(separator: " UNION ALL ")
        let rows = Dictionary(grouping: try psql(everyRow, in: store, nulSeparated: true).split(separator: "\0")) {
            String($0.prefix { $0 != "|" })
        }
        return tables.map { table in
            let values = rows[table, default: []].map { $0.drop { $0 != "|" }.dropFirst() }
            return table + ":\n" + values.map(String.init).sorted().joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
