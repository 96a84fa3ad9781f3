import ArgumentParser
import Shifts

struct ShiftSeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "series", abstract: "Add a shift every so often between two times (all or none).",
        discussion: "Example: rushday shifts series summer-fest Bar --from \"2026-07-10 10:00\" --until \"2026-07-12 18:00\" --every 4h --length 4h --need Bar=2")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "What each shift is.") var title: String
    @Option(help: "When the first starts, in the event's zone.") var from: String
    @Option(help: "When the last must have ended, in the event's zone.") var until: String
    @Option(help: "From one start to the next, like 4h or 90m.") var every: String
    @Option(help: "How long each lasts, like 4h.") var length: String
    @Option(help: "Where.") var place: String?
    @Option(help: "How many of a role each needs, as ROLE=N (repeatable).") var need: [String] = []
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = AddShiftSeriesRequest(event: event, title: title, from: from, until: until, every: every, length: length, place: place, needs: need)
        try await global.run(.readWrite, format, present: ShiftsPresenter.addedSeries) { try await AddShiftSeries($0).execute(request) }
    }
}
