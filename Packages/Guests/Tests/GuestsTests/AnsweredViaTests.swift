import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Who gave a guest's answer, and when: the organiser through `guests rsvp`, an import row with
/// a status; nothing else marks it.
@Suite struct AnsweredViaTests {
    @Test func anOrganisersAnswerIsMarkedWithItsTime() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        #expect(await fixture.guests().first?.answeredAt == nil)
        let answered = try await fixture.rsvp("ann", .maybe).guest
        #expect(answered.answeredVia == .organizer)
        #expect(answered.answeredAt == fixture.dependencies.fixedClock.now())
        _ = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", note: "x"))
        #expect(await fixture.guests().first?.answeredVia == .organizer)
    }

    @Test func importRowsWithAStatusAreMarkedAndOthersAreNot() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Kim", email: "kim@example.org")
        try await fixture.add("Lee", email: "lee@example.org")
        _ = try await ImportGuests(fixture.dependencies).execute(ImportGuestsRequest(event: "gala", source: InMemoryTableSource([
            ["name", "email", "status", "note"],
            ["Ann", "ann@example.org", "accepted", ""],
            ["Bob", "bob@example.org", "", ""],
            ["Kim", "kim@example.org", "declined", ""],
            ["Lee", "lee@example.org", "", "late"],
        ]), onDuplicate: .update))
        let via = await fixture.guests().reduce(into: [String: RSVPSource?]()) { $0[$1.handle.value] = $1.answeredVia }
        #expect(via == ["ann": .import, "bob": nil, "kim": .import, "lee": nil])
    }
}
