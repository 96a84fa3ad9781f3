import ArgumentParser
import Domain
import Events

struct UpdateEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change an event's details; options not given stay as they are.",
        discussion: """
            An empty value clears an optional field: --venue "" removes the venue. A new --timezone keeps \
            the start and end wall times (19:00 stays 19:00 in the new zone); --keep-instant keeps the \
            moments instead and shows them in the new zone.
            """
    )

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "A new title.") var title: String?
    @OptionGroup var fields: EventFieldOptions
    @Flag(help: "With --timezone: keep the start and end instants, not their wall times.") var keepInstant = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateEventRequest(
            event: event, title: title, handle: fields.handle, description: fields.description,
            starts: fields.starts, ends: fields.ends, timeZone: fields.timezone, venue: fields.venue,
            capacity: fields.capacity, currency: fields.currency, budget: fields.budget, keepInstant: keepInstant)
        try await global.run(.readWrite, format, present: EventPresenter.updated) {
            try await UpdateEvent($0).execute(request)
        }
    }
}
