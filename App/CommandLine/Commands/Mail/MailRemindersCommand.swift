import ArgumentParser
import Mail

struct MailRemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reminders", abstract: "List an event's reminders: when due, queued or waiting.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: { RemindersPresenter.reminders($0, words: .terminal) }) { try await ListReminders($0).execute(event: event) }
    }
}
