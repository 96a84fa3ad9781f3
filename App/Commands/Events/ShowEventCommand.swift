import ArgumentParser
import Domain
import Events

struct ShowEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show an event's dashboard.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let response = try await ShowEvent(global.readingContainer()).execute(EventReference(event: event))
        try global.console.show(EventPresenter.dashboard(response), as: format.format)
    }
}
