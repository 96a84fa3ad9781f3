import DesignTokens
import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// Money is for the owner and organizers: staff get no budget from any of Events' answers (the
/// dashboard, the list, a status change), in any format, while organizers still do.
@Suite struct StaffSeeNoMoneyTests {
    @Test func staffSeeNoBudgetAnywhereAndOrganizersDo() async throws {
        let fixture = try await Fixture.make()
        var event = try #require(try await fixture.stored())
        event.budget = try Money(minorUnits: 123_45, currency: Currency(code: "EUR"))
        try await fixture.store.update(event)

        for (user, seesMoney) in [(fixture.otto, true), (fixture.stan, false)] {
            fixture.signIn(user)
            let shown = try await ShowEvent(fixture.dependencies).execute(EventReference(event: "summer-gala"))
            let listed = try await ListEvents(fixture.dependencies).execute(ListEventsRequest())
            #expect((shown.event.budget != nil) == seesMoney, "\(user.displayName)")
            #expect(listed.items.allSatisfy { ($0.event.budget != nil) == seesMoney }, "\(user.displayName)")
            let presentation = EventPresenter.dashboard(shown)
            let renderer = OutputRenderer(capabilities: TerminalCapabilities(width: TerminalCapabilities.unlimitedWidth))
            let table = try renderer.render(presentation, as: .table)
            let json = try renderer.render(presentation, as: .json)
            let csv = try renderer.render(presentation, as: .csv)
            for text in [table, json] {
                #expect(text.contains("123.45") == seesMoney, "\(user.displayName): \(text)")
            }
            #expect(table.contains("Budget") == seesMoney, "\(user.displayName): no budget row for staff")
            #expect(!csv.contains("123.45"), "the CSV row carries no budget for anyone")
        }
    }
}
