import ArgumentParser
import Guests

struct RemoveGuestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a guest off the list; freed places go to the waitlist.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The guest's handle or email.") var guest: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { GuestsPresenter.removed($0, words: .terminal) }) {
            try await RemoveGuest($0).execute(GuestReference(event: event, guest: guest))
        }
    }
}
