import DesignTokens
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
        try await fixture.add("Max", email: "max@example.org")
        _ = try await fixture.rsvp("max", .maybe)
        _ = try await ImportGuests(fixture.dependencies).execute(ImportGuestsRequest(event: "gala", source: InMemoryTableSource([
            ["name", "email", "status", "note"],
            ["Ann", "ann@example.org", "accepted", ""],
            ["Bob", "bob@example.org", "", ""],
            ["Cy", "cy@example.org", "invited", ""],
            ["Dee", "dee@example.org", "Invited", ""],
            ["Kim", "kim@example.org", "declined", ""],
            ["Lee", "lee@example.org", "invited", "late"],
            ["Max", "max@example.org", "invited", ""],
        ]), onDuplicate: .update))
        let guests = await fixture.guests()
        let via = guests.reduce(into: [String: RSVPSource?]()) { $0[$1.handle.value] = $1.answeredVia }
        #expect(via == ["ann": .import, "bob": nil, "cy": nil, "dee": nil, "kim": .import, "lee": nil, "max": nil])
        #expect(guests.filter { $0.answeredAt != nil }.map(\.handle.value).sorted() == ["ann", "kim"], "an invited row is no answer, nor its time")
    }

    /// The guest card says when and how in one sentence: the terminal's time in its machine form,
    /// a page's as people say it, the same words around both.
    @Test func theCardSaysWhenAndHowOnEachFace() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", email: "ann@example.org")
        var guest = try await fixture.rsvp("ann", .maybe).guest
        let answeredAt = try #require(guest.answeredAt)
        guest.unsubscribedAt = answeredAt
        let fields = try #require(GuestsPresenter.show(GuestResponse(event: fixture.event, guest: guest)).document.blocks.compactMap { block -> [Card.Field]? in
            if case let .card(card) = block { card.fields } else { nil }
        }.first)
        let cell = { (label: String) in fields.first { $0.label == label }?.value }
        let zone = fixture.event.timeZone
        #expect(cell("Answered")?.text == "\(ZonedTime.display(answeredAt, in: zone)) via organizer")
        #expect(cell("Answered")?.time == Cell.Time(spoken: ZonedTime.spoken(answeredAt, in: zone), datetime: ZonedTime.iso8601(answeredAt, in: zone),
                                                   after: " via organizer"))
        #expect(cell("Mail")?.text == "unsubscribed \(ZonedTime.display(answeredAt, in: zone)): no invitations or reminders")
        #expect(cell("Mail")?.time?.before == "unsubscribed ")
    }
}
