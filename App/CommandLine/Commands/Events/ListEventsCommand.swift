import ArgumentParser
import Domain
import Events

struct ListEventsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the events you are a member of.")

    @Flag(help: "Only events that have not ended yet.") var upcoming = false
    @Flag(help: "Only events that have ended.") var past = false
    @Option(help: "Only events with this status.") var status: EventStatus?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if upcoming && past { throw ValidationError("--past: cannot be given with --upcoming; give one of them") }
    }

    func run() async throws {
        let request = ListEventsRequest(window: upcoming ? .upcoming : past ? .past : .all, status: status)
        try await global.run(.readOnly, format, present: { EventPresenter.list($0, words: .terminal) }) {
            try await ListEvents($0).execute(request)
        }
    }
}
