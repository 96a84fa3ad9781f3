import Foundation
import Testing

@Suite struct ConcurrentWriterTests {
    /// Two processes creating events at once: each write lands, or one is told the store is busy;
    /// nothing is lost or corrupted.
    @Test func twoProcessesWritingAtOnce() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        var outcomes: [RushDayProcess.Outcome] = []
        for index in 0..<8 {
            outcomes += try rushday.runAtOnce((0..<2).map { writer in
                ["events", "create", "Writer \(writer) event \(index)", "--starts", "2027-01-01T10:00",
                 "--ends", "2027-01-01T12:00", "--timezone", "UTC"]
            })
        }
        for outcome in outcomes where outcome.status != 0 {
            outcome.expectFailure(69, mentioning: ["busy", "try again"])
        }
        let succeeded = outcomes.filter { $0.status == 0 }.count
        #expect(succeeded > 0)
        #expect(try rushday.rowCount("events") == succeeded)
    }
}
