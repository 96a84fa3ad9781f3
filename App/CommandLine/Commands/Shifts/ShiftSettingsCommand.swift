import ArgumentParser
import Shifts

struct ShiftSettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change how an event's volunteering runs: reminders, no-shows, sign-up.",
        discussion: """
            Without options, shows the settings. Volunteers are reminded by mail once, the lead time before each \
            shift (24 hours unless changed); a volunteer who missed the no-show limit of shifts without an excuse \
            (2 unless changed) signs up again only once forgiven; with sign-up closed, volunteers no longer sign \
            themselves up, and organisers still assign.
            Example: rushday shifts settings summer-fest --remind-before 3h --sign-up closed
            """)

    @Argument(help: "The event's handle.") var event: String
    @Option(help: ArgumentHelp("How long before a shift its volunteers are reminded, like 24h or 90m.", valueName: "duration")) var remindBefore: String?
    @Option(help: ArgumentHelp("Missed shifts that stop a volunteer signing up (1 to 100).", valueName: "n")) var noShowLimit: String?
    @Option(help: ArgumentHelp("Whether volunteers may sign themselves up: open or closed.", valueName: "open|closed")) var signUp: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        guard remindBefore != nil || noShowLimit != nil || signUp != nil else {
            try await global.run(.readOnly, format, present: { ShiftsPresenter.settings($0, changed: false) }) { [event] in
                try await ShowShiftSettings($0).execute(event: event)
            }
            return
        }
        let request = ShiftSettingsRequest(event: event, remindBefore: remindBefore, noShowLimit: noShowLimit, signUp: signUp)
        try await global.run(.readWrite, format, present: { ShiftsPresenter.settings($0, changed: true) }) {
            try await ChangeShiftSettings($0).execute(request)
        }
    }
}
