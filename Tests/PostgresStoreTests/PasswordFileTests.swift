import Domain
import Foundation
import PostgresStore
import Testing

/// libpq's password file rules, on real files in a folder of each test's own.
@Suite struct PasswordFileTests {
    @Test func theFirstMatchingLineWinsAndStarsMatchAnything() throws {
        let file = try PasswordFixture("""
            db.example.org:5432:rushday:ada:exact
            *:5432:rushday:ada:any-host
            *:*:*:*:anything
            """)
        #expect(file.password(host: "db.example.org") == "exact")
        #expect(file.password(host: "other.example.org") == "any-host")
        #expect(file.password(host: "other.example.org", port: 6543) == "anything")
        #expect(file.password(host: "db.example.org", database: "other", username: "grace") == "anything")
    }

    @Test func everyFieldMustMatchAndNothingMatchingIsNil() throws {
        let file = try PasswordFixture("db.example.org:5432:rushday:ada:secret")
        #expect(file.password(host: "db.example.org") == "secret")
        #expect(file.password(host: "db.example.org", port: 5433) == nil)
        #expect(file.password(host: "db.example.org", database: "rushday2") == nil)
        #expect(file.password(host: "db.example.org", username: "Ada") == nil)
        #expect(file.password(host: "db.example.com") == nil)
    }

    @Test func backslashEscapesColonsBackslashesAndStars() throws {
        let file = try PasswordFixture(#"""
            db.example.org:5432:team\:one:ada:pa\:ss\\word
            db.example.org:5432:\*:ada:not-a-wildcard
            db.example.org:5432:*:ada:ends:here
            """#)
        #expect(file.password(database: "team:one") == #"pa:ss\word"#)
        #expect(file.password(database: "*") == "not-a-wildcard")
        // The password ends at the next unescaped colon, as libpq reads it.
        #expect(file.password(database: "other") == "ends")
    }

    @Test func commentsBlankShortLinesAndCRLFAreSkipped() throws {
        let file = try PasswordFixture("# a reminder\r\n#db.example.org:5432:rushday:ada:commented\r\n\r\ndb.example.org:5432:rushday\r\n*:*:*:*:last\r\n")
        #expect(file.password(host: "#db.example.org") == "last")
        #expect(file.password() == "last")
    }

    @Test func anEmptyPasswordIsNone() throws {
        let file = try PasswordFixture("*:*:*:*:")
        #expect(file.password() == nil)
    }

    @Test func localhostMatchesOnlyTheNameNotTheLoopbackAddress() throws {
        // libpq (psql 15, checked by hand): a localhost line serves host=localhost, not 127.0.0.1.
        let file = try PasswordFixture("localhost:5432:rushday:ada:local")
        #expect(file.password(host: "localhost") == "local")
        #expect(file.password(host: "127.0.0.1") == nil)
    }

    @Test(arguments: [0o600, 0o400, 0o700])
    func aPrivateFileIsRead(permissions: Int) throws {
        let file = try PasswordFixture("*:*:*:*:private", permissions: permissions)
        #expect(file.password() == "private")
    }

    @Test(arguments: [0o640, 0o604, 0o644, 0o660, 0o666, 0o610])
    func aFileOthersMayReadOrWriteIsIgnored(permissions: Int) throws {
        let file = try PasswordFixture("*:*:*:*:exposed", permissions: permissions)
        #expect(file.password() == nil)
    }

    @Test func pgpassfileNamesTheFileElseItIsDotPgpassAtHome() throws {
        let home = try PasswordFixture("*:*:*:*:at-home")
        let elsewhere = try PasswordFixture("*:*:*:*:elsewhere")
        #expect(home.password(environment: [:]) == "at-home")
        #expect(home.password(environment: ["PGPASSFILE": ""]) == "at-home")
        #expect(home.password(environment: ["PGPASSFILE": elsewhere.path]) == "elsewhere")
        #expect(home.password(environment: ["PGPASSFILE": elsewhere.path + ".missing"]) == nil)
        #expect(PasswordFile.password(host: "h", port: 5432, database: "d", username: "u", environment: [:],
                                      homeDirectory: "/nonexistent") == nil)
    }

    @Test func aPasswordFromTheFileSignsInToTheServer() async throws {
        let server = try await TestServer.location()
        let escaped = server.password.map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:") } ?? ""
        let file = try PasswordFixture("\(server.host):\(server.port):\(server.database):\(server.username):\(escaped)")
        try await withSchema { location in
            var location = location
            location.password = file.password(host: location.host, port: location.port, database: location.database,
                                              username: location.username)
            let nobody: User? = try await PostgresStore(location).find(email: EmailAddress("ada@example.org"))
            #expect(nobody == nil)
        }
    }
}

/// A `.pgpass` in a home folder of its own, removed when the fixture goes.
private final class PasswordFixture {
    let home: String
    var path: String { "\(home)/.pgpass" }

    init(_ text: String, permissions: Int = 0o600) throws {
        home = try temporaryFolder()
        guard FileManager.default.createFile(atPath: "\(home)/.pgpass", contents: Data(text.utf8),
                                             attributes: [.posixPermissions: permissions]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        // createFile's permissions pass through the umask; these must be exact.
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: home)
    }

    func password(host: String = "db.example.org", port: Int = 5432, database: String = "rushday", username: String = "ada",
                  environment: [String: String] = [:]) -> String? {
        PasswordFile.password(host: host, port: port, database: database, username: username, environment: environment,
                              homeDirectory: home)
    }
}
