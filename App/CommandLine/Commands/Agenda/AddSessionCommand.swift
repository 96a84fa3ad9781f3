import Agenda
import ArgumentParser

struct AddSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Put a session in an event's programme.",
        discussion: "Example: rushday agenda add summer-gala \"Opening keynote\" --day 1 --starts 19:30 --ends 20:15 --room \"Hall A\" --speaker \"Ada Lovelace <ada@example.org>\"")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The session's title.") var title: String
    @OptionGroup var times: SessionTimeOptions
    @Option(help: "The room.") var room: String?
    @Option(help: "The track.") var track: String?
    @Option(help: ArgumentHelp("A speaker, NAME or \"NAME <EMAIL>\" (repeat for each).", valueName: "speaker")) var speaker: [String] = []
    @Option(help: "A longer description.") var description: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Seats for this session.", valueName: "n")) var capacity: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard times.starts != nil, times.ends != nil else {
            throw ValidationError("--starts: agenda add needs --starts and --ends")
        }
    }

    func run() async throws {
        let request = AddSessionRequest(event: event, title: title, starts: times.starts ?? "", ends: times.ends ?? "", day: times.day,
                                        room: room, track: track, speakers: speaker, description: description, capacity: capacity,
                                        strict: times.strict, minimumGapMinutes: times.minGap)
        try await global.run(.readWrite, format, present: AgendaPresenter.added) { container in
            let response = try await AddSession(container).execute(request)
            ConflictWarnings.show(response)
            return response
        }
    }
}
