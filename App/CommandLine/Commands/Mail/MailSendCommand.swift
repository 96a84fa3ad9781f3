import ArgumentParser
import Mail

struct MailSendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send", abstract: "Send every message due now (for cron; 'rushday serve' does it continuously).",
        discussion: """
            Queues the reminders now due, then sends, at most the set-up's rate a minute. Beside another sender \
            (a second 'mail send', or 'rushday serve' on the same database) no message is sent twice: each claims \
            its messages first. Exits 0 however many failed; 'rushday mail outbox EVENT' says why.
            """)

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { MailSendPresenter.summary($0.sent, remindersQueued: $0.reminders, words: .terminal) }) { container in
            try await container.mailDrain(global.paths).sendDue()
        }
    }
}
