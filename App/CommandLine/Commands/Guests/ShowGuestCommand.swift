import ArgumentParser
import Guests

struct ShowGuestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one guest.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The guest's handle or email.") var guest: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: GuestsPresenter.show) {
            try await ShowGuest($0).execute(GuestReference(event: event, guest: guest))
        }
    }
}
