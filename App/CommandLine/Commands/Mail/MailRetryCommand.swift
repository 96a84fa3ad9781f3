import ArgumentParser
import Mail

struct MailRetryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retry", abstract: "Queue failed messages again, due now.",
        discussion: "Without MESSAGE, every failed message of the event. A message waiting for its next attempt may be named to make it due now; a sent one is never sent twice.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Message ids, or their first 8 characters as 'mail outbox' shows them.") var messages: [String] = []
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { OutboxPresenter.retried($0, words: .terminal) }) { try await RetryMail($0).execute(event: event, messages: messages) }
    }
}
