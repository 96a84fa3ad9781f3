import ArgumentParser
import Domain
import Events

struct CreateEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a draft event; you become its owner.",
        discussion: "Example: rushday events create \"Summer Gala\" --starts 2026-07-04T19:00 --ends 2026-07-04T23:30 --timezone Europe/Berlin"
    )

    @Argument(help: "The event's title.") var title: String
    @OptionGroup var fields: EventFieldOptions
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard fields.starts != nil, fields.ends != nil, fields.timezone != nil else {
            throw ValidationError("--starts: events create needs --starts, --ends and --timezone")
        }
    }

    func run() async throws {
        let request = CreateEventRequest(
            title: title, handle: fields.handle, description: fields.description,
            starts: fields.starts ?? "", ends: fields.ends ?? "", timeZone: fields.timezone ?? "",
            venue: fields.venue, capacity: fields.capacity, currency: fields.currency, budget: fields.budget)
        try await global.run(.readWrite, format, present: { EventPresenter.created($0, words: .terminal) }) {
            try await CreateEvent($0).execute(request)
        }
    }
}
