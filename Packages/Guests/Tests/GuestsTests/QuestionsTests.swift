import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Questions, and answers given on add and update, against the in-memory store.
@Suite struct QuestionsTests {
    /// The fixture's "gala" asking meal (Fish, Vegan), shuttle (yes-no) and song (text).
    func asking() async throws -> Fixture {
        let fixture = try await Fixture()
        for request in [AddQuestionRequest(event: "gala", key: "meal", kind: .choice, choices: [" Fish ", "Vegan"], prompt: " What do you eat? "),
                        AddQuestionRequest(event: "gala", key: "shuttle", kind: .yesNo),
                        AddQuestionRequest(event: "gala", key: "song", kind: .text)] {
            _ = try await AddQuestion(fixture.dependencies).execute(request)
        }
        return fixture
    }

    /// `answers` as the command line types them, `KEY=VALUE`.
    func add(_ fixture: Fixture, _ name: String, answers: [String]) async throws -> Guest {
        let given = try answers.map { typed throws(DomainError) in try QuestionAnswer.parse(typed) }
        return try await AddGuest(fixture.dependencies).execute(AddGuestRequest(event: "gala", name: name, answers: given)).guest
    }

    func update(_ fixture: Fixture, _ guest: String, answers: [String]) async throws -> Guest {
        let given = try answers.map { typed throws(DomainError) in try QuestionAnswer.parse(typed) }
        return try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: guest, answers: given)).guest
    }

    @Test func addsQuestionsInOrderWithTrimmedChoicesAndPrompt() async throws {
        let fixture = try await asking()
        let questions = await fixture.store.questions(of: fixture.event.id)
        #expect(questions.map(\.key.value) == ["meal", "shuttle", "song"])
        #expect(questions.map(\.kind) == [.choice, .yesNo, .text])
        #expect(questions[0].choices == ["Fish", "Vegan"])
        #expect(questions[0].prompt == "What do you eat?")
        let listed = try await ListQuestions(fixture.dependencies).execute(ListQuestionsRequest(event: "gala"))
        #expect(listed.questions == questions)
    }

    @Test func refusesBadQuestions() async throws {
        let fixture = try await asking()
        func adding(_ key: String, _ kind: GuestQuestion.Kind, choices: [String] = [], prompt: String? = nil) -> () async throws -> Void {
            { _ = try await AddQuestion(fixture.dependencies).execute(AddQuestionRequest(event: "gala", key: key, kind: kind, choices: choices, prompt: prompt)) }
        }
        try await fixture.expectRefused(field: "key", containing: "not a valid handle", adding("Meal Choice", .text))
        try await fixture.expectRefused(field: "key", containing: "own column", adding("email", .text))
        try await fixture.expectRefused(field: "key", containing: "already", adding("meal", .yesNo))
        try await fixture.expectRefused(field: "choice", containing: "at least two", adding("size", .choice, choices: ["S"]))
        try await fixture.expectRefused(field: "choice", containing: "at least two", adding("size", .choice))
        try await fixture.expectRefused(field: "choice", containing: "twice", adding("size", .choice, choices: ["S", " s "]))
        try await fixture.expectRefused(field: "choice", containing: "blank", adding("size", .choice, choices: ["S", ""]))
        try await fixture.expectRefused(field: "choice", containing: "longer", adding("size", .choice, choices: ["S", String(repeating: "m", count: 101)]))
        try await fixture.expectRefused(field: "choice", containing: "control", adding("size", .choice, choices: ["S", "M\nL"]))
        try await fixture.expectRefused(field: "choice", containing: "only a choice", adding("size", .yesNo, choices: ["S", "M"]))
        try await fixture.expectRefused(field: "prompt", containing: "blank", adding("size", .text, prompt: "  "))
        try await fixture.expectRefused(field: "prompt", containing: "invisible", adding("size", .text, prompt: "a\u{200B}b"))
    }

    /// Every header import reads as a guest field, typed as a key, and the list's own columns.
    @Test(arguments: ["name", "full-name", "guest", "guest-name", "email", "e-mail", "email-address", "mail", "phone", "mobile",
                      "phone-number", "telephone", "tel", "party", "party-size", "guests", "plus-ones", "plusone", "plus-one",
                      "status", "rsvp", "tags", "tag", "dietary", "diet", "note", "notes", "handle", "heads", "status-changed-at",
                      "created-at", "updatedat"])
    func refusesAKeyImportReadsAsAGuestField(key: String) async throws {
        let fixture = try await Fixture()
        try await fixture.expectRefused(field: "key", containing: "own column") {
            _ = try await AddQuestion(fixture.dependencies).execute(AddQuestionRequest(event: "gala", key: key, kind: .text))
        }
    }

    @Test(arguments: ["meal", "shuttle", "named", "emails2", "partying", "diet-plan"])
    func acceptsAKeyNoColumnMeans(key: String) async throws {
        let fixture = try await Fixture()
        let added = try await AddQuestion(fixture.dependencies).execute(AddQuestionRequest(event: "gala", key: key, kind: .text))
        #expect(added.question.key.value == key)
    }

    @Test func answersAreCheckedAndStoredAsDefined() async throws {
        let fixture = try await asking()
        let ann = try await add(fixture, "Ann", answers: ["MEAL= vegan ", "shuttle=TRUE", "song= Ça ira "])
        #expect(ann.answers == [try Handle("meal"): "Vegan", try Handle("shuttle"): "yes", try Handle("song"): "Ça ira"])
        for (typed, stored) in [("y", "yes"), ("Yes", "yes"), ("n", "no"), ("false", "no"), ("NO", "no")] {
            let guest = try await update(fixture, "ann", answers: ["shuttle=" + typed, "song=" + typed])
            #expect(guest.answers[try Handle("shuttle")] == stored)
        }
        #expect(await fixture.guests() == [try await ShowGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "ann")).guest])
    }

    @Test func refusesBadAnswers() async throws {
        let fixture = try await asking()
        func adding(_ answers: String...) -> () async throws -> Void {
            { _ = try await add(fixture, "Bo", answers: answers) }
        }
        try await fixture.expectRefused(field: "answer", containing: "KEY=VALUE", adding("meal"))
        try await fixture.expectRefused(field: "answer", containing: "its questions are meal, shuttle, song", adding("dessert=cake"))
        try await fixture.expectRefused(field: "answer", containing: "use one of Fish, Vegan", adding("meal=beef"))
        try await fixture.expectRefused(field: "answer", containing: "yes or no", adding("shuttle=maybe"))
        try await fixture.expectRefused(field: "answer", containing: "control", adding("song=a\tb"))
        try await fixture.expectRefused(field: "answer", containing: "200", adding("song=" + String(repeating: "x", count: 201)))
        try await fixture.expectRefused(field: "answer", containing: "blank", adding("song= "))
        try await fixture.expectRefused(field: "answer", containing: "twice", adding("meal=fish", "Meal=vegan"))

        let bare = try await Fixture()
        try await bare.expectRefused(field: "answer", containing: "asks no questions") {
            _ = try await add(bare, "Bo", answers: ["meal=fish"])
        }
    }

    @Test func updateSetsAndClearsSomeAnswersAndKeepsTheRest() async throws {
        let fixture = try await asking()
        _ = try await add(fixture, "Ann", answers: ["meal=fish", "song=hey"])
        let updated = try await update(fixture, "ann", answers: ["song=", "shuttle=y"])
        #expect(updated.answers == [try Handle("meal"): "Fish", try Handle("shuttle"): "yes"])
        try await fixture.expectRefused(field: "update", containing: "nothing to change") {
            _ = try await update(fixture, "ann", answers: ["meal=FISH"])
        }
    }

    @Test func removingAnAnsweredQuestionNeedsForceAndSaysHowManyAnswers() async throws {
        let fixture = try await asking()
        _ = try await add(fixture, "Ann", answers: ["meal=fish"])
        _ = try await add(fixture, "Bob", answers: ["meal=vegan", "shuttle=no"])
        let remove = RemoveQuestion(fixture.dependencies)
        try await fixture.expectRefused(field: "force", containing: "2 guests have answered 'meal'") {
            _ = try await remove.execute(RemoveQuestionRequest(event: "gala", key: "meal"))
        }
        try await fixture.expectRefused(field: "key", containing: "no question 'dessert'") {
            _ = try await remove.execute(RemoveQuestionRequest(event: "gala", key: "dessert"))
        }
        #expect(try await remove.execute(RemoveQuestionRequest(event: "gala", key: "song")).droppedAnswers == 0)
        let forced = try await remove.execute(RemoveQuestionRequest(event: "gala", key: "Meal", force: true))
        #expect(forced.droppedAnswers == 2)
        #expect(await fixture.guests().map(\.answers) == [[:], [try Handle("shuttle"): "no"]])
        #expect(await fixture.store.questions(of: fixture.event.id).map(\.key.value) == ["shuttle"])
        let listed = try await ListQuestions(fixture.dependencies).execute(ListQuestionsRequest(event: "gala"))
        #expect(listed.answerCounts == [try Handle("shuttle"): 1])
        let asked = try await ListQuestions(fixture.dependencies).execute(ListQuestionsRequest(event: "gala", countingAnswers: false))
        #expect(asked.questions == listed.questions && asked.answerCounts == [:], "a form's questions are read without the guests")
    }

    @Test func staffReadQuestionsOrganizersChangeThemOutsidersSeeNoEvent() async throws {
        let fixture = try await asking()
        let add = { () async throws -> Void in
            _ = try await AddQuestion(fixture.dependencies).execute(AddQuestionRequest(event: "gala", key: "size", kind: .text))
        }
        let remove = { () async throws -> Void in
            _ = try await RemoveQuestion(fixture.dependencies).execute(RemoveQuestionRequest(event: "gala", key: "song"))
        }
        let list = { () async throws -> Void in
            _ = try await ListQuestions(fixture.dependencies).execute(ListQuestionsRequest(event: "gala"))
        }
        fixture.signIn(fixture.stan)
        try await list()
        try await fixture.expectRefused(field: "role", containing: "staff", add)
        try await fixture.expectRefused(field: "role", containing: "staff", remove)
        fixture.signIn(fixture.nora)
        try await fixture.expectRefused(field: "event", containing: "no event 'gala'", list)
        try await fixture.expectRefused(field: "event", containing: "no event 'gala'", add)
        fixture.signIn(nil)
        try await fixture.expectRefused(field: "session", containing: "not signed in", list)
        fixture.signIn(fixture.otto)
        try await add()
        try await remove()
        #expect(await fixture.store.questions(of: fixture.event.id).map(\.key.value) == ["meal", "shuttle", "size"])
    }

    @Test func aFailedWriteLeavesQuestionsAndAnswersAsTheyWere() async throws {
        let fixture = try await asking()
        _ = try await add(fixture, "Ann", answers: ["meal=fish"])
        await fixture.store.failNextWrite(with: .storeBusy)
        try await fixture.expectRefused(field: "database", containing: "busy") {
            _ = try await RemoveQuestion(fixture.dependencies).execute(RemoveQuestionRequest(event: "gala", key: "meal", force: true))
        }
    }
}
