import ArgumentParser
import Tickets

struct RemoveTicketTypeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a ticket type that has no tickets.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The type's handle.") var type: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { TicketTypesPresenter.removed($0, words: .terminal) }) {
            try await RemoveTicketType($0).execute(TicketTypeReference(event: event, type: type))
        }
    }
}
