import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// A guest answers on their own page: the RSVP, the party within what the organiser allowed,
/// the questions and dietary needs, each recorded as given on the web.
@Suite struct InvitationAnswerTests {
    @Test(arguments: [(RSVPRequest.Answer.accepted, RSVPStatus.accepted), (.declined, .declined), (.maybe, .maybe)])
    func eachAnswerIsStoredAsGivenOnTheWeb(answer: RSVPRequest.Answer, status: RSVPStatus) async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        let page = try await fixture.link("ann")
        #expect(try await ShowInvitation(page).execute().guest.status == .invited)
        let answered = try await fixture.answer(page, AnswerInvitationRequest(answer: answer))
        #expect(answered.guest.status == status)
        let stored = try await fixture.guest("ann")
        #expect(stored.status == status)
        #expect(stored.answeredVia == .web)
        #expect(stored.answeredAt == fixture.dependencies.fixedClock.now())
        #expect(try await ShowInvitation(page).execute().guest == stored)
    }

    @Test func thePartyIsAnyNumberUpToTheOrganisersAndNoMore() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", party: 2)
        let page = try await fixture.link("ann")
        try await fixture.expectRefused(field: "party", containing: "up to 2 other people") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 3))
        }
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 2)).guest.heads == 3)
        // Fewer, then more again: the organiser's number stays the limit.
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 0)).guest.heads == 1)
        #expect(try await fixture.guest("ann").mayBring == 2)
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 1)).guest.heads == 2)
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .maybe, party: 2)).guest.others == 2)
        try await fixture.expectRefused(field: "party", containing: "more than allowed") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 3))
        }
        // An answer that leaves the party out keeps the one chosen.
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted)).guest.others == 2)
    }

    /// `guests update --party N` and `guests rsvp --party N` set what the guest may bring, as
    /// `guests add --party N` does, whatever the guest chose before.
    @Test func theOrganisersNewPartyIsTheNewLimit() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", party: 3)
        let page = try await fixture.link("ann")
        try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 1))
        fixture.dependencies.fixedClock.advance(by: 1)
        _ = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", party: 2))
        #expect(try await fixture.guest("ann").mayBring == 2)
        try await fixture.expectRefused(field: "party", containing: "up to 2 other people") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 3))
        }
        try await fixture.rsvp("ann", .accepted, party: 4)
        #expect(try await fixture.guest("ann").mayBring == 4)
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted)).guest.others == 4)
    }

    /// An imported row that gives a party sets the limit too, as `guests update --party` does.
    @Test func anImportedPartyIsTheNewLimit() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", party: 3, email: "ann@example.org")
        let page = try await fixture.link("ann")
        try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 1))
        #expect(try await fixture.guest("ann").mayBring == 3)
        fixture.dependencies.fixedClock.advance(by: 1)
        let imported = try await ImportGuests(fixture.dependencies).execute(ImportGuestsRequest(
            event: "gala", source: InMemoryTableSource([["name", "email", "party"], ["Ann", "ann@example.org", "1"]]), onDuplicate: .update))
        #expect(imported.updated == 1)
        #expect(try await fixture.guest("ann").mayBring == 1)
        try await fixture.expectRefused(field: "party", containing: "up to 1 other person") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 2))
        }
    }

    @Test func aGuestInvitedAloneMayBringNoOne() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        let page = try await fixture.link("ann")
        try await fixture.expectRefused(field: "party", containing: "for you alone") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 1))
        }
        try await fixture.expectRefused(field: "party", containing: "for you alone") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, plusOnes: ["Bob"]))
        }
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 0)).guest.heads == 1)
    }

    @Test func namesAreEveryoneBroughtOrNoOne() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", party: 3)
        let page = try await fixture.link("ann")
        try await fixture.expectRefused(field: "plus-ones", containing: "1 name for 2 people") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 2, plusOnes: ["Bob"]))
        }
        let named = try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 2, plusOnes: ["Bob", " ", "Cat"]))
        #expect(named.guest.plusOnes == ["Bob", "Cat"], "blank names are left out")
        #expect(named.guest.others == 2)
        // Names alone set the count; no names keep nobody named.
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, plusOnes: ["Dee"])).guest.others == 1)
        let unnamed = try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 3, plusOnes: []))
        #expect(unnamed.guest.plusOnes.isEmpty)
        #expect(unnamed.guest.others == 3)
        try await fixture.expectRefused(field: "party", containing: "more than allowed") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, plusOnes: ["A", "B", "C", "D"]))
        }
    }

    @Test func aDeclineDoesNotChangeTheParty() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", party: 2)
        let page = try await fixture.link("ann")
        let declined = try await fixture.answer(page, AnswerInvitationRequest(answer: .declined, party: 0))
        #expect(declined.guest.status == .declined)
        #expect(declined.guest.others == 2)
        try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, party: 2, plusOnes: ["Cy", "Di"]))
        // The page's form posts every name field, blank or not, whatever the answer.
        for names in [["", ""], ["Cy", ""]] {
            let again = try await fixture.answer(page, AnswerInvitationRequest(answer: .declined, party: 0, plusOnes: names))
            #expect(again.guest.others == 2, "\(names)")
            #expect(again.guest.plusOnes == ["Cy", "Di"], "\(names)")
        }
    }

    @Test func questionsOfEveryKindAreAnsweredAndCleared() async throws {
        let fixture = try await Fixture()
        for request in [AddQuestionRequest(event: "gala", key: "meal", kind: .choice, choices: ["Fish", "Vegan"]),
                        AddQuestionRequest(event: "gala", key: "shuttle", kind: .yesNo),
                        AddQuestionRequest(event: "gala", key: "song", kind: .text)] {
            _ = try await AddQuestion(fixture.dependencies).execute(request)
        }
        try await fixture.add("Ann")
        let page = try await fixture.link("ann")
        #expect(try await ShowInvitation(page).execute().questions.map(\.key.value) == ["meal", "shuttle", "song"])
        let answered = try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, answers: [QuestionAnswer(key: "meal", value: "vegan"), QuestionAnswer(key: "shuttle", value: "yes"),
                                                                                                       QuestionAnswer(key: "song", value: "Lady Grinning Soul")]))
        #expect(answered.guest.answers == [try Handle("meal"): "Vegan", try Handle("shuttle"): "yes", try Handle("song"): "Lady Grinning Soul"])
        let changed = try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, answers: [QuestionAnswer(key: "shuttle", value: "no"), QuestionAnswer(key: "song", value: "")]))
        #expect(changed.guest.answers == [try Handle("meal"): "Vegan", try Handle("shuttle"): "no"])
        for (typed, problem) in [("meal=Beef", "not a choice"), ("shuttle=perhaps", "yes-no"), ("colour=red", "no question"),
                                 ("song=two\nlines", "control character")] {
            try await fixture.expectRefused(field: "answer", containing: problem) {
                try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, answers: [try QuestionAnswer.parse(typed)]))
            }
        }
    }

    @Test func dietaryNeedsAreSetKeptAndCleared() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann")
        let page = try await fixture.link("ann")
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, dietary: " no nuts ")).guest.dietary == "no nuts")
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .maybe)).guest.dietary == "no nuts")
        #expect(try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, dietary: "")).guest.dietary == nil)
        try await fixture.expectRefused(field: "dietary", containing: "blank") {
            try await fixture.answer(page, AnswerInvitationRequest(answer: .accepted, dietary: "   "))
        }
    }

    @Test func anAcceptanceThatDoesNotFitWaitsAndThePageSaysWhereInLine() async throws {
        let fixture = try await Fixture(capacity: 3)
        try await fixture.add("Ann", party: 2)
        try await fixture.add("Bob", party: 1)
        try await fixture.add("Cat")
        let (ann, bob, cat) = (try await fixture.link("ann"), try await fixture.link("bob"), try await fixture.link("cat"))
        try await fixture.answer(ann, AnswerInvitationRequest(answer: .accepted))
        let waiting = try await fixture.answer(bob, AnswerInvitationRequest(answer: .accepted))
        #expect(waiting.waitlisted)
        #expect(waiting.waitlistPosition == 1)
        #expect(try await fixture.answer(cat, AnswerInvitationRequest(answer: .accepted)).waitlistPosition == 2)
        #expect(try await ShowInvitation(cat).execute().waitlistPosition == 2)
        // Ann brings one fewer: Cat still waits behind Bob, who does not fit.
        #expect(try await fixture.answer(ann, AnswerInvitationRequest(answer: .accepted, party: 1)).guest.status == .accepted)
        #expect(try await fixture.guest("cat").status == .waitlisted)
        try await fixture.answer(ann, AnswerInvitationRequest(answer: .declined))
        #expect(try await ShowInvitation(bob).execute().guest.status == .accepted)
        #expect(try await ShowInvitation(cat).execute().guest.status == .accepted)
        #expect(try await ShowInvitation(cat).execute().waitlistPosition == nil)
    }
}
