import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Registering on an event's public page: a guest like any other, unconfirmed (holding nothing)
/// until the mailed link confirms it within 24 hours; one guest per address; the same capacity
/// and waitlist rule on confirming; and, with approval, pending until an organiser decides.
@Suite struct RegistrationTests {
    @Test func aRegistrationHoldsNothingUntilConfirmedThenTakesAPlace() async throws {
        let fixture = try await Fixture(capacity: 3)
        try await fixture.openRegistration(party: 1)
        let registered = try await fixture.register("Ann Lee", "ann@example.org", party: 1, plusOnes: ["Bo"], dietary: "vegan")
        #expect(registered.outcome == .registered)
        let waiting = try await fixture.guest(email: "ann@example.org")
        #expect(waiting.status == .unconfirmed && waiting.heads == 2 && waiting.plusOnes == ["Bo"] && waiting.dietary == "vegan")
        #expect(waiting.answeredVia == nil && waiting.linkDigest != nil && waiting.mayBring == 1)
        #expect(await fixture.store.acceptedHeads(of: fixture.event.id) == 0)
        #expect(await fixture.mailKinds(to: "ann@example.org") == [.confirmation])

        // Opening the page changes nothing: only Confirm does.
        let page = fixture.opened(with: try await fixture.mailedLink(to: "ann@example.org"))
        #expect(try await ShowInvitation(page).execute().guest == waiting)
        let confirmed = try await fixture.confirm("ann@example.org")
        #expect(confirmed.guest.status == .accepted && !confirmed.waitlisted)
        let stored = try await fixture.guest(email: "ann@example.org")
        #expect(stored.answeredVia == .registration && stored.answeredAt == fixture.dependencies.fixedClock.now())
        #expect(await fixture.store.acceptedHeads(of: fixture.event.id) == 2)
        #expect(await fixture.mailKinds(to: "ann@example.org") == [.confirmation, .registration])

        // Confirming again changes nothing and mails nothing.
        let again = try await fixture.confirm("ann@example.org")
        #expect(again.guest == stored)
        #expect(await fixture.mailKinds(to: "ann@example.org") == [.confirmation, .registration])
    }

    @Test func aConfirmationThatDoesNotFitWaitsInConfirmationOrder() async throws {
        let fixture = try await Fixture(capacity: 1)
        try await fixture.openRegistration()
        for name in ["Ann", "Bea", "Cy"] { try await fixture.register(name, "\(name.lowercased())@example.org") }
        // Confirmed in another order than registered: the line follows confirmation.
        #expect(try await fixture.confirm("cy@example.org").guest.status == .accepted)
        let bea = try await fixture.confirm("bea@example.org")
        #expect(bea.guest.status == .waitlisted && bea.waitlisted && bea.waitlistPosition == 1)
        #expect(try await fixture.confirm("ann@example.org").waitlistPosition == 2)
        try await fixture.rsvp(try await fixture.guest(email: "cy@example.org").handle.value, .declined)
        #expect(try await fixture.guest(email: "bea@example.org").status == .accepted)
        #expect(try await fixture.guest(email: "ann@example.org").status == .waitlisted)
    }

    @Test func oneAddressMakesOneGuestAndThePageSaysTheSameEitherWay() async throws {
        let fixture = try await Fixture()
        try await fixture.openRegistration()
        try await fixture.register("Ann", "ann@example.org")
        let first = try await fixture.mailedLink(to: "ann@example.org")
        let renewed = try await fixture.register("Ann Lee", " ANN@example.org ")
        #expect(renewed.outcome == .renewed)
        #expect(await fixture.guests().count == 1)
        #expect(try await fixture.guest(email: "ann@example.org").name == "Ann Lee")
        // The first mail's link opens nothing now.
        await #expect(throws: DomainError.linkInvalid) { try await ConfirmRegistration(fixture.opened(with: first)).execute() }
        try await fixture.confirm("ann@example.org")
        let onList = try await fixture.register("Mallory", "ann@example.org")
        #expect(onList.outcome == .onList)
        let kept = try await fixture.guest(email: "ann@example.org")
        let count = await fixture.guests().count
        #expect(kept.name == "Ann Lee" && kept.status == .accepted && count == 1)
        #expect(await fixture.mailKinds(to: "ann@example.org") == [.confirmation, .confirmation, .registration, .confirmation])
        // The new link opens the same guest's page.
        #expect(try await ShowInvitation(fixture.opened(with: try await fixture.mailedLink(to: "ann@example.org"))).execute().guest.id == kept.id)
    }

    @Test func anInvitedGuestWhoRegistersIsMailedTheirPageNotMadeTwice() async throws {
        let fixture = try await Fixture()
        try await fixture.openRegistration()
        try await fixture.add("Ann", email: "ann@example.org")
        #expect(try await fixture.register("Ann", "ann@example.org").outcome == .onList)
        #expect(try await fixture.guest("ann").status == .invited)
        #expect(await fixture.guests().count == 1)
    }

    @Test func anUnconfirmedRegistrationExpiresAfter24HoursAndFreesNothing() async throws {
        let fixture = try await Fixture(capacity: 1)
        try await fixture.openRegistration()
        try await fixture.register("Ann", "ann@example.org")
        let link = try await fixture.mailedLink(to: "ann@example.org")
        fixture.dependencies.fixedClock.advance(by: Registration.confirmWithin + 1)
        try await fixture.expectRefused(.registrationExpired) { _ = try await ConfirmRegistration(fixture.opened(with: link)).execute() }
        #expect(try await fixture.guest(email: "ann@example.org").status == .unconfirmed)
        // Registering again starts the 24 hours again.
        try await fixture.register("Ann", "ann@example.org")
        #expect(try await fixture.confirm("ann@example.org").guest.status == .accepted)
    }

    @Test func expiredRegistrationsAreClearedAwayByTheNextRegistrationWithTheirMail() async throws {
        let fixture = try await Fixture()
        try await fixture.openRegistration()
        try await fixture.register("Ann", "ann@example.org")
        try await fixture.register("Bea", "bea@example.org")
        fixture.dependencies.fixedClock.advance(by: Registration.confirmWithin - 2)
        try await fixture.register("Cy", "cy@example.org")
        #expect(await fixture.guests().count == 3, "Ann's is 24 hours old: still confirmable")
        try await fixture.register("Di", "di@example.org")
        #expect(await fixture.guests().map(\.name).sorted() == ["Bea", "Cy", "Di"])
        #expect(await fixture.mailKinds(to: "ann@example.org").isEmpty)
    }

    @Test func withApprovalAConfirmedRegistrationWaitsAndTheDecisionTakesAPlaceByTheSameRule() async throws {
        let fixture = try await Fixture(capacity: 2)
        try await fixture.openRegistration(.approval, party: 1)
        try await fixture.register("Ann", "ann@example.org", party: 1)
        try await fixture.register("Bea", "bea@example.org", party: 1)
        try await fixture.register("Cy", "cy@example.org")
        for email in ["ann@example.org", "bea@example.org", "cy@example.org"] {
            #expect(try await fixture.confirm(email).guest.status == .pending)
        }
        #expect(await fixture.store.acceptedHeads(of: fixture.event.id) == 0)
        // A pending guest cannot say yes on their page: that would skip the organiser.
        let page = fixture.opened(with: try await fixture.mailedLink(to: "ann@example.org"))
        try await fixture.expectRefused(.awaitingApproval) { _ = try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted)) }

        let (ann, bea, cy) = (try await fixture.guest(email: "ann@example.org"), try await fixture.guest(email: "bea@example.org"),
                              try await fixture.guest(email: "cy@example.org"))
        fixture.dependencies.fixedClock.advance(by: 1)
        let approved = try await DecideRegistrations(fixture.dependencies).execute(
            DecideRegistrationsRequest(event: "gala", guests: [ann.handle.value, "bea@example.org"], decision: .approve))
        #expect(approved.guests.map(\.status) == [.accepted, .waitlisted])
        let declined = try await DecideRegistrations(fixture.dependencies).execute(
            DecideRegistrationsRequest(event: "gala", guests: [cy.handle.value], decision: .decline))
        #expect(declined.guests.map(\.status) == [.declined])
        #expect(try await fixture.guest(email: "bea@example.org").status == .waitlisted)
        for email in ["ann@example.org", "bea@example.org", "cy@example.org"] {
            #expect(await fixture.mailKinds(to: email) == [.confirmation, .registration, .registration])
        }
        // Deciding a guest who is not pending refuses the whole decision.
        try await fixture.expectRefused(.notPending(try await fixture.guest(email: "bea@example.org"))) {
            _ = try await DecideRegistrations(fixture.dependencies).execute(
                DecideRegistrationsRequest(event: "gala", guests: [bea.handle.value, ann.handle.value], decision: .decline))
        }
        #expect(try await fixture.guest(email: "bea@example.org").status == .waitlisted)
    }

    @Test func onlyOrganisersDecide() async throws {
        let fixture = try await Fixture()
        try await fixture.openRegistration(.approval)
        try await fixture.register("Ann", "ann@example.org")
        try await fixture.confirm("ann@example.org")
        let handle = try await fixture.guest(email: "ann@example.org").handle.value
        fixture.signIn(fixture.stan)
        await #expect(throws: DomainError.self) {
            try await DecideRegistrations(fixture.dependencies).execute(DecideRegistrationsRequest(event: "gala", guests: [handle], decision: .approve))
        }
        #expect(try await fixture.guest(email: "ann@example.org").status == .pending)
    }

    @Test func anUnconfirmedRegistrationCannotAnswerOnItsPage() async throws {
        let fixture = try await Fixture()
        try await fixture.openRegistration()
        try await fixture.register("Ann", "ann@example.org")
        let page = fixture.opened(with: try await fixture.mailedLink(to: "ann@example.org"))
        try await fixture.expectRefused(.registrationUnconfirmed) { _ = try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted)) }
        #expect(try await fixture.guest(email: "ann@example.org").status == .unconfirmed)
    }

    @Test func aDraftIsNotFoundAndClosedRegistrationIsRefusedStoringNothing() async throws {
        let fixture = try await Fixture()
        await #expect(throws: DomainError.self) { try await fixture.register("Ann", "ann@example.org") }
        try await fixture.changeEvent { $0.status = .published }
        try await fixture.expectRefused(.registrationClosed(try #require(await fixture.store.find(id: fixture.event.id)))) {
            try await fixture.register("Ann", "ann@example.org")
        }
        try await fixture.openRegistration()
        try await fixture.changeEvent { $0.registration.closesAt = fixture.dependencies.fixedClock.now() }
        await #expect(throws: DomainError.self) { try await fixture.register("Ann", "ann@example.org") }
        #expect(await fixture.guests().isEmpty)
        #expect(await fixture.store.messages(of: fixture.event.id, status: nil).isEmpty)
    }

    @Test(arguments: [("", "ann@example.org", 0, [String](), "name"), ("Ann\r\nBcc: x@evil.example", "ann@example.org", 0, [], "name"),
                      ("Ann", "", 0, [], "email"), ("Ann", "not-an-address", 0, [], "email"),
                      ("Ann", String(repeating: "a", count: 10_000) + "@example.org", 0, [], "email"),
                      ("Ann", "ann@example.org", 2, [], "party"), ("Ann", "ann@example.org", 1, ["Bo", "Cy"], "plus-ones")])
    func badInputIsRefusedByItsFieldStoringNothing(name: String, email: String, party: Int, plusOnes: [String], field: String) async throws {
        let fixture = try await Fixture()
        try await fixture.openRegistration(party: 1)
        do {
            try await fixture.register(name, email, party: party, plusOnes: plusOnes)
            Issue.record("registered \(name.debugDescription) <\(email.prefix(40))>")
        } catch let error as DomainError {
            #expect(error.field == field, "\(error)")
        }
        #expect(await fixture.guests().isEmpty)
        #expect(await fixture.store.messages(of: fixture.event.id, status: nil).isEmpty)
    }

    @Test func thePublicPageSaysThePlacesLeftAndNothingAboutGuests() async throws {
        let fixture = try await Fixture(capacity: 2)
        try await fixture.openRegistration(party: 1)
        #expect(try await ShowPublicEvent(fixture.dependencies).execute(event: "GALA").placesLeft == 2)
        try await fixture.register("Ann", "ann@example.org", party: 1)
        #expect(try await ShowPublicEvent(fixture.dependencies).execute(event: "gala").placesLeft == 2, "an unconfirmed registration holds nothing")
        try await fixture.confirm("ann@example.org")
        let shown = try await ShowPublicEvent(fixture.dependencies).execute(event: "gala")
        #expect(shown.placesLeft == 0 && shown.open)
        fixture.signIn(nil)
        #expect(try await ShowPublicEvent(fixture.dependencies).execute(event: "gala").event.id == fixture.event.id, "no account is needed")
    }
}
