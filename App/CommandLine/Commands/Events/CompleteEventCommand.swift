import ArgumentParser
import Domain
import Events

/// `events complete`: the status change with a --force, for an event that really ended before
/// it was due to start (publish and cancel have nothing to force).
struct CompleteEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "complete", abstract: "Mark a published event as completed.")

    @Argument(help: "The event's handle.") var event: String
    @Flag(help: "Complete it even though it has not started yet.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ChangeEventStatusRequest(event: event, target: .completed, force: force)
        try await global.run(.readWrite, format, present: EventPresenter.statusChanged) {
            try await ChangeEventStatus($0).execute(request)
        }
    }
}
