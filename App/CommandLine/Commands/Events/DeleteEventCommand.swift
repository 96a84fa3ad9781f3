import ArgumentParser
import Domain
import Events

struct DeleteEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a draft event (any event with --force, owner only)."
    )

    @Argument(help: "The event's handle.") var event: String
    @Flag(help: "Delete even if the event is not a draft. Only the owner may.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: EventPresenter.deleted) {
            try await DeleteEvent($0).execute(DeleteEventRequest(event: event, force: force))
        }
    }
}
