import ArgumentParser
import Domain
import Mail

struct MailOutboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outbox", abstract: "Every message of an event: queued, sent or failed, and the server's last reply.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Only messages in this state: queued, sent or failed.") var status: MailStatus?
    @Option(help: "Only messages to this guest (handle or email).") var guest: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: { OutboxPresenter.outbox($0, words: .terminal) }) { try await ShowOutbox($0).execute(event: event, status: status, guest: guest) }
    }
}

