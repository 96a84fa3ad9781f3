import ArgumentParser
import Domain
import Events

struct UpdateEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change an event's details; options not given stay as they are.",
        discussion: "An empty value clears an optional field: --venue \"\" removes the venue."
    )

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "A new title.") var title: String?
    @OptionGroup var fields: EventFieldOptions
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateEventRequest(
            event: event, title: title, handle: fields.handle, description: fields.description,
            starts: fields.starts, ends: fields.ends, timeZone: fields.timezone, venue: fields.venue,
            capacity: fields.capacity, currency: fields.currency, budget: fields.budget)
        let response = try await UpdateEvent(global.container()).execute(request)
        try global.console.show(EventPresenter.updated(response), as: format.format)
    }
}
