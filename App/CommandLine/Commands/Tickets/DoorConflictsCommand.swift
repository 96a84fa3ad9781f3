import ArgumentParser
import Tickets

struct DoorConflictsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts", abstract: "Entries doors made offline that the store would have refused: a ticket let in twice, or after its cancellation.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ConflictsPresenter.list) { try await ListConflicts($0).execute(EventTicketsRequest(event: event)) }
    }
}
