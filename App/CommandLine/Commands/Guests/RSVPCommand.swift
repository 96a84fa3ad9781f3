import ArgumentParser
import Guests

struct RSVPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rsvp",
        abstract: "Record a guest's answer; an acceptance that does not fit goes to the waitlist.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The guest's handle or email.") var guest: String
    @Argument(help: "The answer.") var answer: RSVPRequest.Answer
    @Option(help: "How many people the guest brings besides themself.") var party: Int?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = RSVPRequest(event: event, guest: guest, answer: answer, party: party)
        try await global.run(.readWrite, format, present: { GuestsPresenter.answered($0, words: .terminal) }) { try await AnswerRSVP($0).execute(request) }
    }
}
