import Agenda
import ArgumentParser
import Foundation

struct ListAgendaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show the programme day by day, in the event's zone.")

    @Argument(help: "The event's handle.") var event: String
    @Option(parsing: .unconditional, help: ArgumentHelp("Only this day of the event (1 is the day it starts).", valueName: "n")) var day: Int?
    @Option(help: "Only sessions in this room.") var room: String?
    @Option(help: "Only sessions of this track.") var track: String?
    @Flag(help: "Draw rooms as lanes over the hours, coloured by track.") var timeline = false
    @Option(help: ArgumentHelp("Also show every time in this zone: local (yours, from TZ or the system) or a name like America/New_York.", valueName: "local|zone"))
    var tz: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ListAgendaRequest(event: event, day: day, room: room, track: track,
                                        viewerZone: TimeZone.current.identifier, alsoIn: tz)
        let timeline = timeline
        try await global.run(.readOnly, format, present: { AgendaPresenter.list($0, timeline: timeline, words: .terminal) }) {
            try await ListAgenda($0).execute(request)
        }
    }
}
