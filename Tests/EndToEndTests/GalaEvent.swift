import Testing

/// The event the guest-list tests start from: "gala", 12 June 2027, 19:00-23:00 in Berlin,
/// owned by Ada, who is signed in.
enum GalaEvent {
    private static func createArguments(capacity: Int) -> [String] {
        ["events", "create", "Gala", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00",
         "--timezone", "Europe/Berlin", "--capacity", String(capacity)]
    }

    static func owned(capacity: Int, backend: Backend = .sqlite, server: PostgresServer? = nil) throws -> RushDayProcess {
        let rushday = try RushDayProcess(backend: backend, server: server)
        try rushday.signUp("ada@example.org")
        let created = try rushday.run(createArguments(capacity: capacity))
        #expect(created.status == 0, "\(created.stderr)")
        return rushday
    }

    /// The gala with Stan as its staff, Ada (the owner) signed in at the command line.
    static func withStaff(capacity: Int = 10) throws -> RushDayProcess {
        let rushday = try owned(capacity: capacity)
        try rushday.signUp("stan@example.org")
        try rushday.logIn("ada@example.org")
        #expect(try rushday.run(["events", "members", "add", "gala", "stan@example.org"]).status == 0)
        return rushday
    }
}
