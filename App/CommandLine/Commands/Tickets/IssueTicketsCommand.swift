import ArgumentParser
import Tickets

struct IssueTicketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issue", abstract: "Issue tickets to an accepted guest's party, or to a named holder.",
        discussion: "A guest gets one ticket per member of the party not yet ticketed (--count fewer). A type that is sold out exits 65.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "The ticket type's handle.") var type: String
    @Option(help: "The guest's handle or email (an accepted guest).") var guest: String?
    @Option(help: "The holder's name, for tickets not issued to a guest.") var name: String?
    @Option(help: "The holder's email (with --name).") var email: String?
    @Option(parsing: .unconditional, help: "How many tickets (default: the party's open places, or 1).") var count: Int?
    @Flag(help: "Queue the guest's mail with these tickets in the same write.") var send = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if guest != nil, name != nil { throw ValidationError("--name: cannot be given with --guest; give one of them") }
        guard guest != nil || name != nil else { throw ValidationError("--guest: give either --guest GUEST or --name NAME") }
        if email != nil, name == nil { throw ValidationError("--email: goes with --name; a guest's tickets take the guest's email") }
        if send, guest == nil { throw ValidationError("--send: mails a guest's tickets; give --guest GUEST") }
    }

    func run() async throws {
        let request = IssueTicketsRequest(event: event, type: type, guest: guest, name: name, email: email, count: count, send: send)
        try await global.run(.readWrite, format, present: TicketsPresenter.issued) { try await IssueTickets($0).execute(request) }
    }
}
