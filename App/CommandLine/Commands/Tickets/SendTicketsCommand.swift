import ArgumentParser
import Tickets

struct SendTicketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send", abstract: "Queue ticket mails: one per guest, carrying all of that guest's tickets.",
        discussion: """
            Without TICKET, every valid ticket issued to a guest; --unsent leaves out tickets already mailed. Each \
            ticket travels as an inline QR code the door scans. Tickets issued by name, or to a guest without an \
            email, are left out and named. Sent by 'rushday serve' or 'rushday mail send'.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Ticket references (default: every valid ticket of the event's guests).") var tickets: [String] = []
    @Flag(help: "Only tickets not mailed before.") var unsent = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = SendTicketsRequest(event: event, tickets: tickets, unsent: unsent)
        try await global.run(.readWrite, format, present: { SendTicketsPresenter.sent($0, words: .terminal) }) { try await SendTickets($0).execute(request) }
    }
}
