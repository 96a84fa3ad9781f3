import Testing

/// The guest-page tests' event: "gala" (capacity 10) asking meal (Fish, Vegan), shuttle (yes-no)
/// and song (text), with Ann, who may bring two, and Bob, invited alone.
enum GuestPageEvent {
    static func invited(backend: Backend = .sqlite) throws -> RushDayProcess {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for arguments in [["guests", "questions", "add", "gala", "meal", "--kind", "choice", "--choice", "Fish", "--choice", "Vegan"],
                          ["guests", "questions", "add", "gala", "shuttle", "--kind", "yes-no"],
                          ["guests", "questions", "add", "gala", "song", "--kind", "text"],
                          ["guests", "add", "gala", "Ann", "--party", "2"],
                          ["guests", "add", "gala", "Bob"]] {
            let outcome = try rushday.run(arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        }
        return rushday
    }
}
