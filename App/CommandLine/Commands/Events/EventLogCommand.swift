import ArgumentParser
import Domain
import Events

struct EventLogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: "Show every change made to an event: when, by whom, from where, and what changed.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Only changes from this time on (YYYY-MM-DDTHH:MM in the event's zone, or with an offset).") var since: String?
    @Option(help: "Only changes by this actor: an email, or a guest's, door's or volunteer's name.") var actor: String?
    @Option(help: "Only changes to this thing: the reference a command takes for it (a guest's handle, a ticket's reference, a shift's number).")
    var about: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: EventLogPresenter.log) {
            try await ShowEventLog($0).execute(EventLogRequest(event: event, since: since, actor: actor, about: about))
        }
    }
}
