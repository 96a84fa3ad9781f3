import ArgumentParser
import Tickets

struct ShowTicketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a ticket and its code.")

    @Argument(help: "The ticket's reference (like K7QM3XPA) or its code.") var ticket: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: TicketsPresenter.show) { try await ShowTicket($0).execute(TicketReference(ticket: ticket)) }
    }
}
