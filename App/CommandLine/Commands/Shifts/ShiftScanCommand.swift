import ArgumentParser
import Domain
import Shifts

struct ShiftScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Check a volunteer in (or out) by the code on their page, as the door page does.",
        discussion: """
            The code (RV1:…) names the volunteer, signed with the event's key. Checking in takes their soonest \
            shift open for check-in: from an hour before it starts until it ends. --exit checks them out of the \
            shift they are on. A code that is not genuine, or a volunteer with no such shift, is refused (65) \
            and nothing changes.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The code, as the scanner read it.") var code: String
    @Flag(help: "Check the volunteer out instead.") var exit = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ScanVolunteerRequest(event: event, code: code, direction: exit ? .exit : .entry)
        try await global.run(.readWrite, format, present: ShiftsPresenter.scan) { try await ScanVolunteerCode($0).execute(request) }
    }
}
