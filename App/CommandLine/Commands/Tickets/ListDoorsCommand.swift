import ArgumentParser
import Tickets

struct ListDoorsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the event's doors: open, expired or revoked (never their links).")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: DoorPresenter.list) { try await ListDoors($0).execute(EventTicketsRequest(event: event)) }
    }
}
