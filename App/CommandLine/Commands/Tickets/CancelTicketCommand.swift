import ArgumentParser
import Tickets

struct CancelTicketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Cancel a ticket: its place is freed and its code refused.")

    @Argument(help: "The ticket's reference (like K7QM3XPA) or its code.") var ticket: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: TicketsPresenter.cancelled) {
            try await CancelTicket($0).execute(TicketReference(ticket: ticket))
        }
    }
}
