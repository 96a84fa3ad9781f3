import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Every change to a guest list or its questions leaves exactly one entry in the event's log,
/// naming the thing as its commands take it and the fields it changed; a refusal, or a call
/// that changes nothing, leaves none. A link shows only as made, rotated or gone, never itself.
@Suite struct AuditTests {
    private func entries(_ fixture: Fixture) async -> [AuditEntry] {
        await fixture.store.auditEntries(of: fixture.event.id, since: nil, actor: nil, about: nil)
    }

    /// The one entry `body` left.
    private func oneEntry(_ fixture: Fixture, _ body: () async throws -> Void) async throws -> AuditEntry {
        let before = await entries(fixture).count
        try await body()
        let after = await entries(fixture)
        try #require(after.count == before + 1, "left \(after.count - before) entries: \(after.suffix(3))")
        return try #require(after.last)
    }

    /// `body`, refused or changing nothing, left no entry.
    private func noEntry(_ fixture: Fixture, _ body: () async throws -> Void) async {
        let before = await entries(fixture).count
        _ = try? await body()
        let after = await entries(fixture)
        #expect(after.count == before, "\(after.suffix(2))")
    }

    /// Through a page: who the visit names is the entry's actor.
    private func visiting(_ body: () async throws -> Void) async throws {
        try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) { try await body() }
    }

    @Test func aGuestAddedChangedAnsweredAndRemovedLeavesOneEntryEach() async throws {
        let fixture = try await Fixture()
        let added = try await oneEntry(fixture) { _ = try await fixture.add("Ann", party: 1, email: "ann@example.org") }
        #expect((added.action, added.target) == ("guest.add", "ann"))
        #expect(added.changes == [change("name", nil, "Ann"), change("email", nil, "ann@example.org"), change("party", nil, "1"),
                                  change("status", nil, "invited")])

        let update = UpdateGuest(fixture.dependencies)
        let updated = try await oneEntry(fixture) { _ = try await update.execute(UpdateGuestRequest(event: "gala", guest: "ann", dietary: "vegan")) }
        #expect((updated.action, updated.target, updated.changes) == ("guest.update", "ann", [change("dietary", nil, "vegan")]))
        await noEntry(fixture) { _ = try await update.execute(UpdateGuestRequest(event: "gala", guest: "ann", dietary: "vegan")) }

        let answered = try await oneEntry(fixture) { _ = try await fixture.rsvp("ann", .accepted) }
        #expect((answered.action, answered.target, answered.changes) == ("guest.rsvp", "ann", [change("status", "invited", "accepted")]))
        await noEntry(fixture) { _ = try await fixture.rsvp("nobody", .accepted) }

        // On the guest's own page, the same answer, made by the guest through their link.
        let page = try await fixture.link("ann")
        let onPage = try await oneEntry(fixture) { try await visiting { _ = try await fixture.answer(page, AnswerInvitationRequest(answer: .maybe)) } }
        #expect((onPage.action, onPage.target, onPage.changes) == ("guest.rsvp", "ann", [change("status", "accepted", "maybe")]))
        #expect((onPage.actor, onPage.via) == (AuditActor.guest(name: "Ann"), AuditChannel.link))

        let removed = try await oneEntry(fixture) { _ = try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann")) }
        #expect((removed.action, removed.target) == ("guest.remove", "ann"))
        #expect(removed.changes == [change("name", "Ann", nil), change("email", "ann@example.org", nil), change("party", "1", nil),
                                    change("dietary", "vegan", nil), change("status", "maybe", nil), change("link", "made", nil)])
        await noEntry(fixture) { _ = try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann")) }
    }

    @Test func tagsLinksAndInvitationsNameEveryGuestTheyChanged() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", email: "ann@example.org")
        try await fixture.add("Bob")
        let tag = TagGuests(fixture.dependencies)
        let tagged = try await oneEntry(fixture) { _ = try await tag.execute(TagGuestsRequest(event: "gala", tag: "VIP")) }
        #expect((tagged.action, tagged.target, tagged.changes) == ("guests.tag", "ann bob", [change("tag", nil, "VIP")]))
        await noEntry(fixture) { _ = try await tag.execute(TagGuestsRequest(event: "gala", tag: "vip")) }
        let untagged = try await oneEntry(fixture) { _ = try await tag.execute(TagGuestsRequest(event: "gala", tag: "vip", remove: true, guests: ["bob"])) }
        #expect((untagged.target, untagged.changes) == ("bob", [change("tag", "vip", nil)]))

        let link = MakeGuestLink(fixture.dependencies)
        let made = try await oneEntry(fixture) { _ = try await link.execute(GuestLinkRequest(event: "gala", guest: "ann")) }
        #expect((made.action, made.target, made.changes) == ("guest.link", "ann", [change("link", nil, "made")]))
        await noEntry(fixture) { _ = try await link.execute(GuestLinkRequest(event: "gala", guest: "ann")) }
        let rotated = try await oneEntry(fixture) { _ = try await link.execute(GuestLinkRequest(event: "gala", guest: "ann", rotate: true)) }
        #expect(rotated.changes == [change("link", "made", "rotated")])

        let links = MakeGuestLinks(fixture.dependencies)
        let bulk = try await oneEntry(fixture) { _ = try await links.execute(GuestLinksRequest(event: "gala")) }
        #expect((bulk.action, bulk.target, bulk.changes) == ("guests.links", "bob", [change("link", nil, "made")]))
        await noEntry(fixture) { _ = try await links.execute(GuestLinksRequest(event: "gala")) }
        let all = try await oneEntry(fixture) { _ = try await links.execute(GuestLinksRequest(event: "gala", rotate: true)) }
        #expect((all.target, all.changes) == ("ann bob", [change("link", nil, "made"), change("rotate", nil, "2")]))

        let revoke = RevokeGuestLink(fixture.dependencies)
        let revoked = try await oneEntry(fixture) { _ = try await revoke.execute(GuestReference(event: "gala", guest: "bob")) }
        #expect((revoked.action, revoked.target, revoked.changes) == ("guest.link", "bob", [change("link", "made", nil)]))
        await noEntry(fixture) { _ = try await revoke.execute(GuestReference(event: "gala", guest: "bob")) }

        let invite = InviteGuests(fixture.dependencies)
        let invited = try await oneEntry(fixture) {
            _ = try await invite.execute(InviteGuestsRequest(event: "gala", guests: ["ann", "bob"], subject: "Come!"))
        }
        #expect((invited.action, invited.target) == ("guests.invite", "ann"), "Bob has no address: not invited")
        #expect(invited.changes == [change("invitation", nil, "queued"), change("link", nil, "made"), change("subject", nil, "Come!")])
        await noEntry(fixture) { _ = try await invite.execute(InviteGuestsRequest(event: "gala", guests: ["bob"])) }

        // No link, token or digest in any entry.
        let values = await entries(fixture).flatMap(\.changes).flatMap { [$0.old, $0.new] }.compactMap { $0 }
        #expect(!values.contains { $0.contains("token-") || $0.contains("digest(") }, "\(values)")
    }

    @Test func anImportIsOneEntryOfCountsAndOnlyWhenItIsKept() async throws {
        let fixture = try await Fixture()
        func importing(_ records: [[String]], dryRun: Bool = false) async throws {
            _ = try await ImportGuests(fixture.dependencies).execute(ImportGuestsRequest(event: "gala", source: InMemoryTableSource(records), dryRun: dryRun))
        }
        let rows = [["name", "email"], ["Ida", "ida@example.org"], ["Jo", ""]]
        await noEntry(fixture) { try await importing(rows, dryRun: true) }
        await noEntry(fixture) { try await importing([["name", "email"], ["", "x@example.org"]]) }
        let imported = try await oneEntry(fixture) { try await importing(rows) }
        #expect((imported.action, imported.target, imported.changes) == ("guests.import", "gala", [change("added", nil, "2")]))
        await noEntry(fixture) { try await importing(rows) }
    }

    @Test func aRegistrationIsLoggedFromThePublicPageTheLinkAndTheDecision() async throws {
        let fixture = try await Fixture(capacity: 1)
        try await fixture.openRegistration(.approval)
        let registered = try await oneEntry(fixture) { try await visiting { _ = try await fixture.register("Ann", "ann@example.org") } }
        #expect((registered.action, registered.target) == ("guest.register", "ann"))
        #expect(registered.changes == [change("name", nil, "Ann"), change("email", nil, "ann@example.org"), change("party", nil, "0"),
                                       change("status", nil, "unconfirmed"), change("link", nil, "made")])
        #expect((registered.actor, registered.via) == (AuditActor.system, AuditChannel.web), "whoever registers is not signed in")
        let renewed = try await oneEntry(fixture) { _ = try await fixture.register("Ann Lee", "ann@example.org") }
        #expect(renewed.changes == [change("name", "Ann", "Ann Lee"), change("link", "made", "rotated")])

        let confirmed = try await oneEntry(fixture) { try await visiting { _ = try await fixture.confirm("ann@example.org") } }
        #expect((confirmed.action, confirmed.target, confirmed.changes) == ("guest.confirm", "ann", [change("status", "unconfirmed", "pending")]))
        #expect((confirmed.actor, confirmed.via) == (AuditActor.guest(name: "Ann Lee"), AuditChannel.link))
        await noEntry(fixture) { _ = try await fixture.confirm("ann@example.org") }

        for (name, email) in [("Bea", "bea@example.org"), ("Cy", "cy@example.org")] {
            try await fixture.register(name, email)
            try await fixture.confirm(email)
        }
        let decide = DecideRegistrations(fixture.dependencies)
        let approved = try await oneEntry(fixture) {
            _ = try await decide.execute(DecideRegistrationsRequest(event: "gala", guests: ["ann", "bea"], decision: .approve))
        }
        #expect((approved.action, approved.target) == ("guests.approve", "ann bea"))
        #expect(approved.changes == [change("status of ann", "pending", "accepted"), change("status of bea", "pending", "waitlisted")])
        await noEntry(fixture) { _ = try await decide.execute(DecideRegistrationsRequest(event: "gala", guests: ["cy", "ann"], decision: .decline)) }
        let declined = try await oneEntry(fixture) { _ = try await decide.execute(DecideRegistrationsRequest(event: "gala", guests: ["cy"], decision: .decline)) }
        #expect((declined.action, declined.target, declined.changes) == ("guests.decline", "cy", [change("status", "pending", "declined")]))
    }

    @Test func aQuestionAddedChangedAndRemovedLeavesOneEntryEach() async throws {
        let fixture = try await Fixture()
        let add = AddQuestion(fixture.dependencies)
        let meal = AddQuestionRequest(event: "gala", key: "meal", kind: .choice, choices: ["Fish", "Vegan"], prompt: "Your meal?")
        let added = try await oneEntry(fixture) { _ = try await add.execute(meal) }
        #expect((added.action, added.target) == ("question.add", "meal"))
        #expect(added.changes == [change("kind", nil, "choice"), change("choice", nil, "Fish, Vegan"), change("prompt", nil, "Your meal?")])
        await noEntry(fixture) { _ = try await add.execute(meal) }

        try await fixture.add("Ann")
        let answered = try await oneEntry(fixture) {
            _ = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", answers: [QuestionAnswer(key: "meal", value: "fish")]))
        }
        #expect((answered.action, answered.changes) == ("guest.update", [change("answer", nil, "meal=Fish")]))

        let update = UpdateQuestion(fixture.dependencies)
        await noEntry(fixture) { _ = try await update.execute(UpdateQuestionRequest(event: "gala", key: "meal", choices: ["Meat", "Vegan"])) }
        await noEntry(fixture) { _ = try await update.execute(UpdateQuestionRequest(event: "gala", key: "meal", prompt: "Your meal?")) }
        let updated = try await oneEntry(fixture) {
            _ = try await update.execute(UpdateQuestionRequest(event: "gala", key: "meal", choices: ["Meat", "Vegan"], force: true))
        }
        #expect((updated.action, updated.target) == ("question.update", "meal"))
        #expect(updated.changes == [change("choice", "Fish, Vegan", "Meat, Vegan"), change("dropped-answers", nil, "1")])

        let remove = RemoveQuestion(fixture.dependencies)
        let removed = try await oneEntry(fixture) { _ = try await remove.execute(RemoveQuestionRequest(event: "gala", key: "meal")) }
        #expect((removed.action, removed.target) == ("question.remove", "meal"))
        #expect(removed.changes == [change("kind", "choice", nil), change("choice", "Meat, Vegan", nil), change("prompt", "Your meal?", nil)])
        await noEntry(fixture) { _ = try await remove.execute(RemoveQuestionRequest(event: "gala", key: "meal")) }
    }
}

/// A field an entry changed, as the tests write it.
private func change(_ field: String, _ old: String?, _ new: String?) -> AuditChange {
    AuditChange(field, old: old, new: new)
}
