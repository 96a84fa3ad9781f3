import ArgumentParser
import Domain
import Events

/// `events duplicate`.
struct DuplicateEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duplicate",
        abstract: "Make a new draft event from an existing one, moved to a new start; you become its owner.",
        discussion: """
            Takes the event's settings, guest questions, ticket types and pools, budget lines and agenda, \
            every time moved with the start; never its guests, tickets, scans, expenses or mail.
            Example: rushday events duplicate summer-gala --starts 2027-07-03T19:00 --title "Summer Gala 2027"
            """
    )

    @Argument(help: "The handle of the event to copy.") var event: String
    @Option(help: "The new start, in the event's time zone (2027-07-03T19:00).") var starts: String
    @Option(help: "The new event's title (default: the event's).") var title: String?
    @Option(help: "The new event's handle (default: made from the title).") var handle: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = DuplicateEventRequest(event: event, starts: starts, title: title, handle: handle)
        try await global.run(.readWrite, format, present: { EventPresenter.duplicated($0, words: .terminal) }) {
            try await DuplicateEvent($0).execute(request)
        }
    }
}
