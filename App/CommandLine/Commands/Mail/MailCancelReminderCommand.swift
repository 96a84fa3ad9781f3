import ArgumentParser
import Mail

struct MailCancelReminderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel-reminder", abstract: "Cancel a reminder still waiting; prints the reminders left.",
        discussion: "A reminder already queued has put its mail in the outbox, and cannot be cancelled.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The reminder's id, or a unique beginning of it, as 'mail reminders' shows it.") var reminder: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { RemindersPresenter.reminders($0, words: .terminal) }) {
            try await CancelReminder($0).execute(event: event, reminder: reminder)
        }
    }
}
