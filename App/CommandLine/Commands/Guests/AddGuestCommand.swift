import ArgumentParser
import Guests

struct AddGuestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Put someone on an event's guest list (invited).")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The guest's name.") var name: String
    @Option(help: "The guest's email (unique within the event).") var email: String?
    @Option(help: "The guest's phone number.") var phone: String?
    @Option(help: "How many people the guest brings besides themself.") var party: Int?
    @Option(help: "A person the guest brings, by name (repeat for each).") var plusOne: [String] = []
    @Option(help: "A tag (repeat for more).") var tag: [String] = []
    @Option(help: "Dietary needs.") var dietary: String?
    @Option(help: "A note for the organizers.") var note: String?
    @Option(help: "An answer to one of the event's questions, KEY=VALUE (repeat for more).") var answer: [String] = []
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { GuestsPresenter.added($0, words: .terminal) }) {
            try await AddGuest($0).execute(AddGuestRequest(event: event, name: name, email: email, phone: phone, party: party, plusOnes: plusOne,
                                                           tags: tag, dietary: dietary, note: note, answers: try answer.map(QuestionAnswer.parse)))
        }
    }
}
