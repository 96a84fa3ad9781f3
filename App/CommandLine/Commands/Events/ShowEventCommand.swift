import ArgumentParser
import DesignTokens
import Domain
import Events
import Foundation

struct ShowEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show an event's dashboard.",
        discussion: "With --watch the dashboard is drawn again whenever the database changes (scans at the door, RSVPs, expenses from other processes) until Ctrl-C.")

    @Argument(help: "The event's handle.") var event: String
    @Flag(help: "Redraw the dashboard as the data changes, until Ctrl-C.") var watch = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if watch, format.format != .table {
            throw ValidationError("--watch: draws the dashboard for people; leave out --format (or use --format table)")
        }
    }

    func run() async throws {
        guard watch else {
            try await global.run(.readOnly, format, present: EventPresenter.dashboard) {
                try await ShowEvent($0).execute(EventReference(event: event))
            }
            return
        }
        try await LiveDashboard(console: global.console).run(
            WatchEvent(try global.container(.readOnly)).execute(EventReference(event: event)))
    }
}
