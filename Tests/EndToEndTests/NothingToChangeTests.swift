import Foundation
import Testing

/// One rule for every update command: given no field to change, or only the values it already
/// has, it is refused in the same words and with the same code, and nothing is written (no
/// `updatedAt` moves).
@Suite struct NothingToChangeTests {
    @Test(arguments: Backend.allCases)
    func everyUpdateWithNothingToChangeIsRefusedAlike(_ backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        let setUp: [[String]] = [
            ["guests", "add", "gala", "Ann Lee"],
            ["expenses", "add", "gala", "10", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"],
            ["agenda", "add", "gala", "Welcome", "--day", "1", "--starts", "19:00", "--ends", "19:30"],
            ["shifts", "roles", "add", "gala", "Bar"],
            ["shifts", "add", "gala", "Bar", "--starts", "2027-06-12T18:00", "--ends", "2027-06-12T22:00", "--place", "Tent", "--need", "Bar=2"],
        ]
        for arguments in setUp {
            let outcome = try rushday.run(arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        }
        let before = try rushday.dump()
        let updates: [[String]] = [
            ["events", "update", "gala"],
            ["guests", "update", "gala", "ann-lee"],
            ["expenses", "update", "gala", "1"],
            ["tickets", "types", "update", "gala", "regular"],
            ["agenda", "update", "gala", "welcome"],
            ["shifts", "update", "gala", "1"],
            // How to check a change is no change.
            ["agenda", "update", "gala", "welcome", "--strict", "--min-gap", "5"],
            // Values equal to the stored ones change nothing either.
            ["events", "update", "gala", "--title", "Gala", "--capacity", "100"],
            ["guests", "update", "gala", "ann-lee", "--name", "Ann Lee"],
            ["expenses", "update", "gala", "1", "--payee", "Hall", "--amount", "10"],
            ["tickets", "types", "update", "gala", "regular", "--price", "25"],
            ["agenda", "update", "gala", "welcome", "--title", "Welcome", "--day", "1", "--starts", "19:00"],
            ["shifts", "update", "gala", "#1", "--title", "Bar", "--place", "Tent", "--starts", "2027-06-12T18:00", "--need", "bar=2"],
        ]
        for arguments in updates {
            let outcome = try rushday.run(arguments)
            outcome.expectFailure(65, mentioning: [])
            #expect(outcome.stderr == "rushday: update: nothing to change; give at least one field with a new value\n", "\(arguments)")
        }
        #expect(try rushday.dump() == before)
    }
}
