import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// A question's prompt and choices change, its key and kind stay; answers no new choice matches
/// refuse the change unless forced, and then go with it; every refusal leaves the store as it was.
@Suite struct UpdateQuestionTests {
    let questions = QuestionsTests()

    @Test func thePromptChangesOrClearsAndChoicesReplaceTheOldKeepingMatchingAnswers() async throws {
        let fixture = try await questions.asking()
        _ = try await questions.add(fixture, "Ann", answers: ["meal=fish"])
        let update = UpdateQuestion(fixture.dependencies)
        let prompted = try await update.execute(UpdateQuestionRequest(event: "gala", key: " MEAL ", prompt: " What will you eat? "))
        #expect(prompted.question.prompt == "What will you eat?" && prompted.question.choices == ["Fish", "Vegan"])
        // "FISH" still matches Ann's answer, as answers are matched without case, and respells it.
        let chosen = try await update.execute(UpdateQuestionRequest(event: "gala", key: "meal", prompt: "", choices: ["FISH", " Veggie "]))
        #expect(chosen.question.prompt == nil && chosen.question.choices == ["FISH", "Veggie"] && chosen.droppedAnswers == 0)
        #expect(await fixture.guests().map(\.answers) == [[try Handle("meal"): "FISH"]])
        let stored = await fixture.store.questions(of: fixture.event.id)
        #expect(stored.map(\.key.value) == ["meal", "shuttle", "song"] && stored[0] == chosen.question, "the order and the kind stay")
    }

    @Test func answersNoNewChoiceMatchesRefuseTheChangeUnlessForced() async throws {
        let fixture = try await questions.asking()
        _ = try await questions.add(fixture, "Ann", answers: ["meal=fish"])
        _ = try await questions.add(fixture, "Bob", answers: ["meal=vegan", "shuttle=yes"])
        _ = try await questions.add(fixture, "Cy", answers: ["meal=Fish"])
        let update = UpdateQuestion(fixture.dependencies)
        let before = (await fixture.store.questions(of: fixture.event.id), await fixture.guests())
        let refusals: [(UpdateQuestionRequest, String, String)] = [
            (UpdateQuestionRequest(event: "gala", key: "meal", choices: ["Vegan", "Meat"]), "force", "2 guests answered 'meal' with a choice no longer offered"),
            (UpdateQuestionRequest(event: "gala", key: "meal", choices: ["Vegan"]), "choice", "at least two different choices"),
            (UpdateQuestionRequest(event: "gala", key: "meal", choices: ["Vegan", "vegan"]), "choice", "given twice"),
            (UpdateQuestionRequest(event: "gala", key: "shuttle", choices: ["Bus", "Car"]), "choice", "only a choice question has choices"),
            (UpdateQuestionRequest(event: "gala", key: "meal", prompt: "two\nlines"), "prompt", "control character"),
            (UpdateQuestionRequest(event: "gala", key: "meal", prompt: "What do you eat?", choices: ["Fish", "Vegan"]), "update", "nothing to change"),
            (UpdateQuestionRequest(event: "gala", key: "dessert", prompt: "Sweet?"), "key", "no question 'dessert'"),
        ]
        for (request, field, text) in refusals {
            try await fixture.expectRefused(field: field, containing: text) { _ = try await update.execute(request) }
        }
        #expect(await fixture.store.questions(of: fixture.event.id) == before.0, "a refusal changed the questions")
        #expect(await fixture.guests() == before.1, "a refusal changed the guests")
        let forced = try await update.execute(UpdateQuestionRequest(event: "gala", key: "meal", choices: ["Vegan", "Meat"], force: true))
        #expect(forced.droppedAnswers == 2)
        #expect(await fixture.guests().map(\.answers) == [[:], [try Handle("meal"): "Vegan", try Handle("shuttle"): "yes"], [:]])
    }

    @Test func staffAreRefused() async throws {
        let fixture = try await questions.asking()
        fixture.signIn(fixture.stan)
        try await fixture.expectRefused(field: "role", containing: "staff") {
            _ = try await UpdateQuestion(fixture.dependencies).execute(UpdateQuestionRequest(event: "gala", key: "song", prompt: "Which?"))
        }
    }
}
