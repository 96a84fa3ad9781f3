import Foundation
import Testing

/// Reaching a PostgreSQL server through the binary: the URL, the password's sources, and every
/// way of not getting in gives one line and exit 69 (or 65 for a URL that cannot be right),
/// and the store is left as it was.
@Suite struct PostgresConnectionTests {
    func server() throws -> PostgresServer { try PostgresServer.shared.get() }

    /// The test server's host and port, for URLs built here.
    func address() throws -> (authority: String, database: String) {
        let url = try #require(URLComponents(string: try server().url))
        return ("\(url.host ?? ""):\(url.port ?? 5432)", String(url.path.dropFirst()))
    }

    @Test func nothingListeningIsOneLineAndExit69() throws {
        let rushday = try RushDayProcess()
        try rushday.run(["db", "status"], environment: ["RUSHDAY_DATABASE": "postgres://rushday@127.0.0.1:1/rushday?sslmode=disable"])
            .expectFailure(69, mentioning: ["database", "127.0.0.1:1"])
    }

    @Test func aWrongPasswordIsRefusedWithoutShowingIt() throws {
        let rushday = try RushDayProcess(backend: .postgres)
        let outcome = try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada", "--password-stdin"],
                                      stdin: "correct horse battery\n", environment: ["PGPASSWORD": "not-the-password-42"])
        outcome.expectFailure(69, mentioning: ["database", "password"])
        #expect(!outcome.stderr.contains("not-the-password-42"))
        #expect(try rushday.dump() == "<no database>")
    }

    @Test func aMissingDatabaseIsNamed() throws {
        let (authority, _) = try address()
        let rushday = try RushDayProcess(backend: .postgres)
        try rushday.run(["db", "status"], environment: ["RUSHDAY_DATABASE": "postgres://rushday@\(authority)/no_such_db?sslmode=disable"])
            .expectFailure(69, mentioning: ["no_such_db"])
    }

    @Test(arguments: [
        ("postgres://rushday:secret@127.0.0.1/db", ["password", "PGPASSWORD"]),
        ("postgres://127.0.0.1/db", ["user"]),
        ("postgres://rushday@127.0.0.1/db?sslmode=maybe", ["sslmode", "verify-full"]),
        ("postgres://rushday@127.0.0.1/db?application_name=x", ["application_name"]),
    ])
    func aURLThatCannotBeRightIsRefusedBeforeConnecting(url: String, fragments: [String]) throws {
        let rushday = try RushDayProcess()
        let outcome = try rushday.run(["events", "list"], environment: ["RUSHDAY_DATABASE": url])
        outcome.expectFailure(65, mentioning: ["database"] + fragments)
        #expect(!outcome.stderr.contains("secret"))
    }

    /// With PGPASSWORD unset the password comes from ~/.pgpass, as psql finds it.
    @Test func thePasswordFileIsRead() throws {
        let rushday = try RushDayProcess(backend: .postgres)
        let (authority, database) = try address()
        let pgpass = rushday.root.appendingPathComponent("home/.pgpass")
        try "# rushday's test server\n\(authority):\(database):rushday:\(try server().password)\n".write(to: pgpass, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: pgpass.path)
        let outcome = try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada", "--password-stdin"],
                                      stdin: "correct horse battery\n", environment: ["PGPASSWORD": ""])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try rushday.rowCount("users") == 1)
    }

    /// A schema written by a newer rushday is refused, as a newer SQLite file is, and left alone.
    @Test func aNewerSchemaIsRefused() throws {
        let rushday = try RushDayProcess(backend: .postgres)
        try rushday.signUp("ada@example.org")
        try rushday.server?.psql("INSERT INTO schema_migrations VALUES ('from-the-future-1', 0)", in: rushday.location)
        let before = try rushday.dump()
        try rushday.run(["events", "create", "Gala", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00",
                         "--timezone", "Europe/Berlin"]).expectFailure(69, mentioning: ["newer rushday"])
        try rushday.run(["events", "list"]).expectFailure(69, mentioning: ["newer rushday"])
        #expect(try rushday.dump() == before)
    }

    /// A command that only reads neither creates nor upgrades the schema.
    @Test func aReaderLeavesAnEmptySchemaEmpty() throws {
        let rushday = try RushDayProcess(backend: .postgres)
        let listed = try rushday.run(["events", "list", "--format", "json"])
        #expect(listed.status == 77 || listed.status == 0, "\(listed.stderr)")
        #expect(try rushday.dump() == "<no database>")
    }
}

/// TLS through the binary, against the test server's own certificate authority.
@Suite struct PostgresTLSTests {
    @Test(arguments: ["require", "verify-full"]) func aVerifiedOrRequiredConnectionWorks(mode: String) throws {
        let rushday = try RushDayProcess(backend: .postgres)
        let rootCertificate = try #require(rushday.server?.rootCertificate, "the test server has no RUSHDAY_TEST_POSTGRES_ROOTCERT")
        let url = rushday.location.replacingOccurrences(of: "sslmode=disable", with: "sslmode=\(mode)&sslrootcert=\(rootCertificate)")
        let outcome = try rushday.run(["auth", "signup", "--email", "ada@example.org", "--name", "Ada", "--password-stdin"],
                                      stdin: "correct horse battery\n", environment: ["RUSHDAY_DATABASE": url])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try rushday.rowCount("users") == 1)
    }

    @Test func verifyFullRefusesAServerItCannotTrust() throws {
        let rushday = try RushDayProcess(backend: .postgres)
        let url = rushday.location.replacingOccurrences(of: "sslmode=disable", with: "sslmode=verify-full")
        try rushday.run(["db", "status"], environment: ["RUSHDAY_DATABASE": url])
            .expectFailure(69, mentioning: ["database", "certificate"])
    }
}
