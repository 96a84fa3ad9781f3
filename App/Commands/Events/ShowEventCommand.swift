import ArgumentParser
import Domain
import Events

struct ShowEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show an event's dashboard.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: EventPresenter.dashboard) {
            try await ShowEvent($0).execute(EventReference(event: event))
        }
    }
}
