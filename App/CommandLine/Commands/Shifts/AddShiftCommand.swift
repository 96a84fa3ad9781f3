import ArgumentParser
import Shifts

struct AddShiftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a shift, in the event's zone.",
        discussion: "Example: rushday shifts add summer-fest \"Bar, evening\" --starts \"2026-07-10 18:00\" --ends \"2026-07-10 22:00\" --place \"Main tent\" --need Bar=2")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "What the shift is.") var title: String
    @Option(help: "When it starts, in the event's zone.") var starts: String
    @Option(help: "When it ends, in the event's zone.") var ends: String
    @Option(help: "Where.") var place: String?
    @Option(help: "How many of a role it needs, as ROLE=N (repeatable).") var need: [String] = []
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = AddShiftRequest(event: event, title: title, starts: starts, ends: ends, place: place, needs: need)
        try await global.run(.readWrite, format, present: ShiftsPresenter.added) { try await AddShift($0).execute(request) }
    }
}
