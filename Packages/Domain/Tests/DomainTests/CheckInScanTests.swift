import Domain
import Foundation
import Testing

/// The door's rule: a ticket is inside when its last scan was an entry.
struct CheckInScanTests {
    let ticket = TicketID(UUID())
    let event = EventID(UUID())

    func scan(_ direction: CheckInScan.Direction, at seconds: TimeInterval, device: String = "door") -> CheckInScan {
        CheckInScan(ticketID: ticket, eventID: event, direction: direction, device: device,
                    at: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
    }

    @Test func anEntryOfATicketNeverScannedIsRecorded() {
        #expect(scan(.entry, at: 0).refusal(after: nil) == nil)
    }

    @Test func anExitOfATicketNeverScannedIsRefusedAsNotInside() {
        #expect(scan(.exit, at: 0).refusal(after: nil) == .notInside)
    }

    @Test func anEntryOfATicketInsideIsRefusedWithTheEntryThatLetItIn() {
        let entry = scan(.entry, at: 0, device: "north")
        #expect(scan(.entry, at: 5, device: "south").refusal(after: entry) == .alreadyInside(entry))
    }

    @Test func anExitOfATicketInsideIsRecorded() {
        #expect(scan(.exit, at: 5).refusal(after: scan(.entry, at: 0)) == nil)
    }

    @Test func anEntryOfATicketThatWentOutIsRecorded() {
        #expect(scan(.entry, at: 10).refusal(after: scan(.exit, at: 5)) == nil)
    }

    @Test func anExitOfATicketThatWentOutIsRefusedAsNotInside() {
        #expect(scan(.exit, at: 10).refusal(after: scan(.exit, at: 5)) == .notInside)
    }
}
