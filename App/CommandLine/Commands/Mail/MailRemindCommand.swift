import ArgumentParser
import Mail

struct MailRemindCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind", abstract: "Schedule a reminder to every guest coming.",
        discussion: """
            When it falls due, every guest then accepted, with an email and not unsubscribed, is queued one \
            reminder (so guests who accept later get it too). --before follows the event if it moves.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Option(help: ArgumentHelp("When, in the event's zone (2026-06-01 18:00).", valueName: "datetime")) var at: String?
    @Option(help: ArgumentHelp("How long before the event starts: 24h, 90m, 2d, 1d12h.", valueName: "span")) var before: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (at == nil) != (before == nil) else { throw ValidationError("--at: give either --at DATETIME or --before SPAN") }
    }

    func run() async throws {
        let request = ReminderRequest(event: event, at: at, before: before)
        try await global.run(.readWrite, format, present: { RemindersPresenter.reminders($0, words: .terminal) }) { try await ScheduleReminder($0).execute(request) }
    }
}
