import ArgumentParser
import Mail

struct MailCancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Take queued messages out of the outbox before they go.",
        discussion: "A cancelled message is never sent. One already sent, failed or being sent right now cannot be cancelled; with --all, one a sender begins meanwhile goes, and is named.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Message ids, or their first 8 characters as 'mail outbox' shows them.") var messages: [String] = []
    @Flag(help: "Every queued message of the event.") var all = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard messages.isEmpty == all else { throw ValidationError("--all: name the messages to cancel, or --all for every queued one, not both") }
    }

    func run() async throws {
        try await global.run(.readWrite, format, present: OutboxPresenter.cancelled) { try await CancelMail($0).execute(event: event, messages: messages, all: all) }
    }
}
