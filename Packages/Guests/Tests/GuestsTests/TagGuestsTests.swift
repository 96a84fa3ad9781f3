import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// A tag added to or taken from many guests at once: the guests named, else every guest the
/// filter keeps by the rule `guests list` filters by; a tag matched without case or accents,
/// so it is never doubled; every refusal leaves the list as it was.
@Suite struct TagGuestsTests {
    @Test func theFilteredGuestsAreTaggedOnceAndUntagged() async throws {
        let fixture = try await Fixture()
        for name in ["Ann", "Bob", "Zoë", "Cy"] { _ = try await fixture.add(name) }
        _ = try await AnswerRSVP(fixture.dependencies).execute(RSVPRequest(event: "gala", guest: "bob", answer: .accepted))
        let tag = TagGuests(fixture.dependencies)
        let invited = try await tag.execute(TagGuestsRequest(event: "gala", tag: " VIP ", filter: GuestFilter(status: .invited)))
        #expect(invited.chosen == 3 && invited.changed == 3 && invited.tag == "VIP")
        let again = try await tag.execute(TagGuestsRequest(event: "gala", tag: "vip", filter: GuestFilter(search: "zoe")))
        #expect(again.chosen == 1 && again.changed == 0, "Zoë is tagged already, without case")
        let named = try await tag.execute(TagGuestsRequest(event: "gala", tag: "vip", guests: ["bob", "BOB"]))
        #expect(named.chosen == 1 && named.changed == 1)
        #expect(await fixture.guests().map(\.tags) == [["VIP"], ["vip"], ["VIP"], ["VIP"]])
        let taken = try await tag.execute(TagGuestsRequest(event: "gala", tag: "Vip", remove: true, filter: GuestFilter(tag: "vip", search: "a")))
        #expect(taken.chosen == 1 && taken.changed == 1, "Ann alone has an a and the tag")
        #expect(await fixture.guests().filter { $0.tags.isEmpty }.map(\.handle.value) == ["ann"])
        let presented = GuestsPresenter.tagged(taken).document
        #expect(presented.blocks.count == 1)
    }

    /// One rule for "the same tag" everywhere: a guest's tags, the list's filter, the export's.
    @Test func aTagIsTheSameTagWithoutCaseAccentsOrWidths() async throws {
        let fixture = try await Fixture()
        _ = try await AddGuest(fixture.dependencies).execute(AddGuestRequest(event: "gala", name: "Ann", tags: ["Spëaker", "speaker", "ＳＰＥＡＫＥＲ", "crew"]))
        #expect(await fixture.guests().map(\.tags) == [["Spëaker", "crew"]], "kept once, as first typed")
        let listed = try await ListGuests(fixture.dependencies).execute(ListGuestsRequest(event: "gala", tag: "SPEAKER"))
        let exported = try await ExportGuests(fixture.dependencies).execute(ExportGuestsRequest(event: "gala", tag: "SPEAKER"))
        #expect(listed.guests.map(\.name) == ["Ann"] && exported.table.rows.map(\.first) == ["Ann"])
    }

    @Test func aBadTagFilterOrGuestIsRefusedAndNothingChanges() async throws {
        let fixture = try await Fixture()
        _ = try await fixture.add("Ann")
        let before = await fixture.guests()
        let tag = TagGuests(fixture.dependencies)
        try await fixture.expectRefused(field: "tag", containing: "blank") { _ = try await tag.execute(TagGuestsRequest(event: "gala", tag: "  ")) }
        try await fixture.expectRefused(field: "search", containing: "blank") {
            _ = try await tag.execute(TagGuestsRequest(event: "gala", tag: "vip", filter: GuestFilter(search: " ")))
        }
        try await fixture.expectRefused(field: "guest", containing: "no guest 'zed'") {
            _ = try await tag.execute(TagGuestsRequest(event: "gala", tag: "vip", guests: ["ann", "zed"]))
        }
        #expect(await fixture.guests() == before)
        fixture.signIn(fixture.stan)
        try await fixture.expectRefused(field: "role", containing: "staff") { _ = try await tag.execute(TagGuestsRequest(event: "gala", tag: "vip")) }
    }
}
