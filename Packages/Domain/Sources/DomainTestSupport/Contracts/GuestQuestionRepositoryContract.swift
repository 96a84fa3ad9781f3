public import Domain
import Foundation
import Testing

/// What every `GuestQuestionRepository` does, with the answers guests keep through
/// `GuestRepository`.
public enum GuestQuestionRepositoryContract {
    public typealias Store = any GuestQuestionRepository & GuestRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures
    private typealias Guests = GuestRepositoryContract

    static func question(_ key: String, of event: Event, _ kind: GuestQuestion.Kind = .text,
                         choices: [String] = [], prompt: String? = nil, at offset: TimeInterval = 0) throws -> GuestQuestion {
        GuestQuestion(eventID: event.id, key: try Handle(key), kind: kind, choices: choices, prompt: prompt,
                      createdAt: F.instant(offset))
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("changeQuestions adds, edits and removes questions; questions lists them in order") { (store: Store) async throws in
            let gala = try await Guests.gala(in: store)
            let other = try await Guests.gala(in: store, "other")
            let meal = try question("meal", of: gala, .choice, choices: ["Fish", "Vegan 🌱"], prompt: "What do you eat?", at: 20)
            let shuttle = try question("shuttle", of: gala, .yesNo, at: 10)
            let song = try question("song", of: other)
            try await store.changeQuestions(event: gala.id) { _, questions, _ in questions += [meal, shuttle] }
            try await store.changeQuestions(event: other.id) { _, questions, _ in questions.append(song) }
            #expect(try await store.questions(of: gala.id) == [meal, shuttle])

            var edited = meal
            edited.choices = ["Fish", "Meat", "Vegan 🌱"]
            edited.prompt = nil
            let replacement = edited
            let seen = try await store.changeQuestions(event: gala.id) { event, questions, _ in
                questions = [shuttle, replacement]
                return event.id
            }
            #expect(seen == gala.id)
            #expect(try await store.questions(of: gala.id) == [shuttle, edited])
            try await store.changeQuestions(event: gala.id) { _, questions, _ in questions.removeAll { $0.key == shuttle.key } }
            #expect(try await store.questions(of: gala.id) == [edited])
            #expect(try await store.questions(of: other.id) == [song])
            #expect(try await store.questions(of: EventID(UUID())).isEmpty)
        },
        ContractCase("guests keep their answers; change and changeQuestions both edit them") { (store: Store) async throws in
            let gala = try await Guests.gala(in: store)
            let meal = try question("meal", of: gala, .choice, choices: ["Fish", "Meat"])
            let note = try question("song", of: gala)
            var ann = try Guests.guest("ann", of: gala)
            ann.answers = [meal.key: "Fish", note.key: "Ça ira\nline two"]
            let stored = ann
            try await store.changeQuestions(event: gala.id) { _, questions, guests in
                questions += [meal, note]
                guests.append(stored)
            }
            #expect(try await store.guests(of: gala.id) == [ann])
            ann.answers[meal.key] = "Meat"
            ann.answers[note.key] = nil
            let edited = ann
            try await store.change(event: gala.id) { _, guests in guests = [edited] }
            #expect(try await store.guests(of: gala.id) == [ann])
        },
        ContractCase("removing a question with its answers dropped keeps the guests") { (store: Store) async throws in
            let gala = try await Guests.gala(in: store)
            let meal = try question("meal", of: gala)
            var ann = try Guests.guest("ann", of: gala)
            ann.answers = [meal.key: "fish"]
            let stored = ann
            try await store.changeQuestions(event: gala.id) { _, questions, guests in
                questions.append(meal)
                guests.append(stored)
            }
            try await store.changeQuestions(event: gala.id) { _, questions, guests in
                questions.removeAll()
                for index in guests.indices { guests[index].answers = [:] }
            }
            ann.answers = [:]
            #expect(try await store.questions(of: gala.id).isEmpty)
            #expect(try await store.guests(of: gala.id) == [ann])
        },
        ContractCase("an answer to a question the event lacks is refused, naming it, and stores nothing") { (store: Store) async throws in
            let gala = try await Guests.gala(in: store)
            let other = try await Guests.gala(in: store, "other")
            let meal = try question("meal", of: gala)
            let elsewhere = try question("shuttle", of: other)
            try await store.changeQuestions(event: gala.id) { _, questions, _ in questions.append(meal) }
            try await store.changeQuestions(event: other.id) { _, questions, _ in questions.append(elsewhere) }
            var ann = try Guests.guest("ann", of: gala)
            ann.answers = [elsewhere.key: "yes"]
            let stray = ann
            await #expect(throws: DomainError.guestQuestionMissing(elsewhere.key)) {
                try await store.change(event: gala.id) { _, guests in guests.append(stray) }
            }
            ann.answers = [meal.key: "fish"]
            let answered = ann
            await #expect(throws: DomainError.guestQuestionMissing(meal.key)) {
                try await store.changeQuestions(event: gala.id) { _, questions, guests in
                    questions.removeAll()
                    guests.append(answered)
                }
            }
            #expect(try await store.guests(of: gala.id).isEmpty)
            #expect(try await store.questions(of: gala.id) == [meal])
        },
        ContractCase("a second question with the same key is refused, naming it") { (store: Store) async throws in
            let gala = try await Guests.gala(in: store)
            let meal = try question("meal", of: gala)
            try await store.changeQuestions(event: gala.id) { _, questions, _ in questions.append(meal) }
            let again = try question("meal", of: gala, .yesNo)
            await #expect(throws: DomainError.guestQuestionTaken(meal.key)) {
                try await store.changeQuestions(event: gala.id) { _, questions, _ in questions.append(again) }
            }
            #expect(try await store.questions(of: gala.id) == [meal])
        },
        ContractCase("an error from the change stores nothing of it; a missing event is eventMissing") { (store: Store) async throws in
            let gala = try await Guests.gala(in: store)
            let meal = try question("meal", of: gala)
            try await store.changeQuestions(event: gala.id) { _, questions, _ in questions.append(meal) }
            let failure = DomainError.invalid(field: "key", message: "no")
            let extra = try question("extra", of: gala)
            await #expect(throws: failure) {
                try await store.changeQuestions(event: gala.id) { (_, questions: inout [GuestQuestion], _: inout [Guest]) throws(DomainError) in
                    questions = [extra]
                    throw failure
                }
            }
            #expect(try await store.questions(of: gala.id) == [meal])
            let ghost = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(ghost)) {
                try await store.changeQuestions(event: ghost) { _, questions, _ in questions.removeAll() }
            }
        },
        ContractCase("deleting the event deletes its questions and its guests' answers") { (store: Store) async throws in
            let gala = try await Guests.gala(in: store)
            let other = try await Guests.gala(in: store, "other")
            let meal = try question("meal", of: gala)
            var ann = try Guests.guest("ann", of: gala)
            ann.answers = [meal.key: "fish"]
            let stored = ann
            try await store.changeQuestions(event: gala.id) { _, questions, guests in
                questions.append(meal)
                guests.append(stored)
            }
            let kept = try question("meal", of: other)
            try await store.changeQuestions(event: other.id) { _, questions, _ in questions.append(kept) }
            try await store.delete(gala.id)
            #expect(try await store.questions(of: gala.id).isEmpty)
            #expect(try await store.guests(of: gala.id).isEmpty)
            #expect(try await store.questions(of: other.id) == [kept])
        },
    ]
}
