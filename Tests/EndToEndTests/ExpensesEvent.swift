import Foundation
import Testing

/// The event the expenses tests start from: "gala" in Berlin with a total budget of 5000 EUR,
/// owned by Ada; Bob, Cara and Dan organize it, Stan is its staff. Ada is signed in.
enum ExpensesEvent {
    static func owned() throws -> RushDayProcess {
        let rushday = try RushDayProcess()
        for email in ["bob@example.org", "cara@example.org", "dan@example.org", "stan@example.org", "nora@example.org"] {
            try rushday.signUp(email)
        }
        try rushday.signUp("ada@example.org")
        let created = try rushday.run(["events", "create", "Gala", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T23:00",
                                       "--timezone", "Europe/Berlin", "--budget", "5000"])
        #expect(created.status == 0, "\(created.stderr)")
        for email in ["bob@example.org", "cara@example.org", "dan@example.org"] {
            #expect(try rushday.run(["events", "members", "add", "gala", email, "--role", "organizer"]).status == 0)
        }
        #expect(try rushday.run(["events", "members", "add", "gala", "stan@example.org", "--role", "staff"]).status == 0)
        return rushday
    }

    /// The command's JSON answer, after checking it succeeded.
    static func json(_ rushday: RushDayProcess, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
        let outcome = try rushday.run(arguments + ["--format", "json"])
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)", sourceLocation: sourceLocation)
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }

    /// The exact decimal text of a JSON money object.
    static func amount(_ value: Any?) -> String? {
        (value as? [String: Any])?["amount"] as? String
    }
}
