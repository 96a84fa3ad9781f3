import Domain
@testable import SQLStorage
import Testing

@Suite struct DoorTicketRowTests {
    /// The stores' condition lists the rule's answers: an entry passes a ticket never scanned or
    /// last scanned out, an exit one last scanned in.
    @Test func theConditionIsTheRulesAnswers() {
        #expect(DoorTicketRow.recordable[.entry] == "(last_scan_direction IS NULL OR last_scan_direction = 'exit')")
        #expect(DoorTicketRow.recordable[.exit] == "(last_scan_direction = 'entry')")
    }

    @Test func aReusedStatementKeepsItsTextAndValues() {
        let plain: SQL = "SELECT 1 FROM tickets WHERE id = \("t")"
        let reused = plain.reused()
        #expect(!plain.isReused && reused.isReused)
        #expect(reused.text == plain.text && reused.values == plain.values)
    }
}
