import Agenda
import ArgumentParser

struct UpdateSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Change a session; \"\" clears room, track, description or capacity.",
        discussion: "A new --starts alone moves the session and keeps its length; --day alone moves it to the same time on that day; a time of day without --day is on the day it starts now.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The session's handle.") var session: String
    @Option(help: "A new title (the handle stays).") var title: String?
    @OptionGroup var times: SessionTimeOptions
    @Option(help: "The room; \"\" clears it.") var room: String?
    @Option(help: "The track; \"\" clears it.") var track: String?
    @Option(help: ArgumentHelp("A speaker (repeat; replaces them; \"\" for none).", valueName: "speaker")) var speaker: [String] = []
    @Option(help: "A longer description; \"\" clears it.") var description: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Seats for this session; \"\" clears it.", valueName: "n")) var capacity: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateSessionRequest(event: event, session: session, title: title, starts: times.starts, ends: times.ends,
                                           day: times.day, room: room, track: track, speakers: speaker.isEmpty ? nil : speaker,
                                           description: description, capacity: capacity, strict: times.strict,
                                           minimumGapMinutes: times.minGap)
        try await global.run(.readWrite, format, present: AgendaPresenter.updated) { container in
            let response = try await UpdateSession(container).execute(request)
            ConflictWarnings.show(response)
            return response
        }
    }
}
