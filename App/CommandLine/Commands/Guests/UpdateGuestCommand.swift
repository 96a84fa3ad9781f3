import ArgumentParser
import Guests

struct UpdateGuestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change a guest; \"\" clears email, phone, dietary or note.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The guest's handle or email.") var guest: String
    @Option(help: "A new name (the handle stays).") var name: String?
    @Option(help: "A new email; \"\" clears it.") var email: String?
    @Option(help: "A new phone number; \"\" clears it.") var phone: String?
    @Option(help: "How many people the guest brings besides themself.") var party: Int?
    @Option(help: "The people the guest brings, by name (repeat; replaces them; \"\" for none).") var plusOne: [String] = []
    @Option(help: "The guest's tags (repeat; replaces them; \"\" for none).") var tag: [String] = []
    @Option(help: "Dietary needs; \"\" clears them.") var dietary: String?
    @Option(help: "A note; \"\" clears it.") var note: String?
    @Option(help: "An answer to one of the event's questions, KEY=VALUE (repeat; KEY= clears it; others stay).") var answer: [String] = []
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { GuestsPresenter.updated($0, words: .terminal) }) {
            try await UpdateGuest($0).execute(UpdateGuestRequest(event: event, guest: guest, name: name, email: email, phone: phone, party: party,
                                                                 plusOnes: plusOne.isEmpty ? nil : plusOne, tags: tag.isEmpty ? nil : tag,
                                                                 dietary: dietary, note: note, answers: try answer.map(QuestionAnswer.parse)))
        }
    }
}
