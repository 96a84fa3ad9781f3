import Foundation
import GRDB
import Testing

/// Issue 17, items 5, 8 and 9: what `db copy`, an empty file and a file the user may only read
/// do to the database files. Every refusal is checked against the files' bytes (SQLite) or
/// tables (PostgreSQL) before and after.
@Suite struct DatabaseFileTests {
    static let eventTimes = ["--starts", "2027-01-01T10:00", "--ends", "2027-01-01T12:00", "--timezone", "UTC"]

    /// The bytes of `path` and of the files SQLite keeps beside it, nil for those not there.
    func files(_ path: String) -> [Data?] {
        [path, path + "-wal", path + "-shm"].map { FileManager.default.contents(atPath: $0) }
    }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// A rushday file from before the agenda: its last version and table taken away.
    func makeOlder(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "DROP TABLE agenda_sessions; DELETE FROM grdb_migrations WHERE identifier = 'agenda-1'")
        }
        try queue.close()
    }

    /// A SQLite file of another program, holding one row.
    func makeForeign(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')") }
        try queue.close()
    }

    // MARK: 5. db copy changes neither store it refuses

    @Test func aSQLiteTargetThatIsRefusedIsLeftByteForByte() throws {
        let source = try RushDayProcess()
        try source.signUp("ada@example.org")
        let foreign = source.root.appendingPathComponent("notes.sqlite").path
        try makeForeign(foreign)
        let older = try RushDayProcess()
        try older.signUp("bob@example.org")
        try makeOlder(older.location)

        for target in [foreign, older.location] {
            let before = files(target)
            try source.run(["db", "copy", "--from", source.location, "--to", target])
                .expectFailure(65, mentioning: ["--to", "already holds data"])
            #expect(files(target) == before, "\(target) changed")
        }
        #expect(try DatabaseQueue(path: older.location).read { db in try db.tableExists("agenda_sessions") } == false,
                "the older target was upgraded")
    }

    /// A command that writes, given another program's SQLite file, refuses it and adds nothing.
    @Test func aWriteToAnotherProgramsDatabaseIsRefusedAndChangesNothing() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        let foreign = rushday.root.appendingPathComponent("notes.sqlite").path
        try makeForeign(foreign)
        let before = files(foreign)
        for arguments in [["auth", "signup", "--email", "bob@example.org", "--name", "Bob", "--password-stdin"],
                          ["events", "create", "Gala"] + Self.eventTimes] {
            try rushday.run(arguments + ["--database", foreign], stdin: "correct horse battery\n")
                .expectFailure(69, mentioning: ["not a rushday database", "another program's tables"])
            #expect(files(foreign) == before, "\(arguments): the file changed")
        }
    }

    @Test func aPostgresTargetThatIsRefusedKeepsItsTables() throws {
        let source = try RushDayProcess()
        try source.signUp("ada@example.org")
        let foreign = try RushDayProcess(backend: .postgres)
        try foreign.server?.psql("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')", in: foreign.location)
        let older = try RushDayProcess(backend: .postgres)
        try older.signUp("bob@example.org")
        try older.server?.psql("DROP TABLE agenda_sessions; DELETE FROM schema_migrations WHERE identifier = 'agenda-1'", in: older.location)

        for target in [foreign, older] {
            let before = try target.dump()
            try target.run(["db", "copy", "--from", source.location, "--to", target.location])
                .expectFailure(65, mentioning: ["--to", "already holds data"])
            #expect(try target.dump() == before)
        }
    }

    /// Nothing there, an empty file, a folder, a text file, another program's SQLite file and a
    /// PostgreSQL schema without rushday's tables hold no rushday database to copy from.
    @Test(arguments: Backend.allCases) func aSourceThatIsNotARushdayDatabaseIsMissingInput(target: Backend) throws {
        let rushday = try RushDayProcess(backend: target)
        let folder = rushday.root.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let empty = folder.appendingPathComponent("empty.sqlite").path
        #expect(FileManager.default.createFile(atPath: empty, contents: nil))
        let text = folder.appendingPathComponent("guests.csv").path
        #expect(FileManager.default.createFile(atPath: text, contents: Data("name,email\nAda,ada@example.org\n".utf8)))
        let foreign = folder.appendingPathComponent("notes.sqlite").path
        try makeForeign(foreign)
        let server = try RushDayProcess(backend: .postgres)
        try server.server?.psql("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')", in: server.location)
        let sources = [folder.appendingPathComponent("missing.sqlite").path, empty, folder.path, text, foreign, server.location]

        for source in sources {
            let before = isServerLocation(source) ? try server.dump() : "\(files(source))"
            let outcome = try rushday.run(["db", "copy", "--from", source, "--to", rushday.location],
                                          environment: ["PGPASSWORD": server.server?.password ?? ""])
            outcome.expectFailure(66, mentioning: ["--from", "no rushday database"])
            #expect(try rushday.dump() == "<no database>", "\(source): the target was created")
            #expect((isServerLocation(source) ? try server.dump() : "\(files(source))") == before, "\(source) changed")
        }
    }

    func isServerLocation(_ location: String) -> Bool { location.hasPrefix("postgres") }

    // MARK: 8. An empty file is a new database

    @Test func anEmptyFileIsANewDatabaseForEveryCommand() throws {
        let rushday = try RushDayProcess()
        try FileManager.default.createDirectory(at: rushday.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: rushday.location, contents: nil))

        let status = try rushday.run(["db", "status", "--format", "json"])
        #expect(status.status == 0, "\(status.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(json["schemaVersion"] is NSNull)
        try rushday.run(["events", "list"]).expectFailure(77, mentioning: ["not signed in"])
        #expect(files(rushday.location) == [Data(), nil, nil], "a read wrote to the empty file")

        let demo = rushday.root.appendingPathComponent("demo.sqlite").path
        #expect(FileManager.default.createFile(atPath: demo, contents: nil))
        let planted = try rushday.run(["demo", "--database", demo])
        #expect(planted.status == 0, "\(planted.stderr)")

        let copy = rushday.root.appendingPathComponent("copy.sqlite").path
        #expect(FileManager.default.createFile(atPath: copy, contents: nil))
        let copied = try rushday.run(["db", "copy", "--from", demo, "--to", copy])
        #expect(copied.status == 0, "\(copied.stderr)")

        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala"] + Self.eventTimes).status == 0)
        #expect(try rushday.rowCount("events") == 1)
    }

    // MARK: 9. A failure changes no mode; modes only on files a command creates

    @Test func aWriteToADatabaseTheUserMayOnlyReadChangesNothing() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala"] + Self.eventTimes).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: rushday.location)
        let before = files(rushday.location)
        for _ in 0..<2 {
            let write = try runAsOrdinaryUser(rushday, ["events", "create", "Ball"] + Self.eventTimes, readOnlyDatabase: false)
            write.expectFailure(69, mentioning: [rushday.location, "chmod u+w"])
            #expect(try mode(rushday.location) == 0o444)
            #expect(files(rushday.location) == before)
        }
    }

    /// SQLite gives an empty -wal the database file's mode when it opens it; a read puts the
    /// mode back, and a database made by hand keeps the mode its owner chose through a write.
    @Test func aReadLeavesTheModesOfTheFilesBesideTheDatabase() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Gala"] + Self.eventTimes).status == 0)
        let wal = rushday.location + "-wal"
        #expect(FileManager.default.createFile(atPath: wal, contents: nil, attributes: [.posixPermissions: 0o600]))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: rushday.location)
        let list = try runAsOrdinaryUser(rushday, ["guests", "list", "gala"], readOnlyDatabase: false)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(try mode(wal) == 0o600)
        #expect(try mode(rushday.location) == 0o444)

        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: rushday.location)
        let write = try runAsOrdinaryUser(rushday, ["events", "create", "Ball"] + Self.eventTimes, readOnlyDatabase: false)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(try mode(rushday.location) == 0o640)
    }
}
