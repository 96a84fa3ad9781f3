public import ArgumentParser

/// The `mail` command group, which the composition plugs in with its feature.
public struct MailCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mail",
        abstract: "Set up mail, and see and send the outbox.",
        discussion: """
            Invitations (guests invite), tickets (tickets send, tickets issue --send), reminders and waitlist news \
            are queued in the outbox with the change that causes them; 'rushday serve' sends them continuously, \
            'rushday mail send' now (for cron).
            """,
        subcommands: [MailSetupCommand.self, MailTestCommand.self, MailRemindCommand.self, MailRemindersCommand.self, MailCancelReminderCommand.self,
                      MailOutboxCommand.self, MailRetryCommand.self, MailCancelCommand.self, MailSendCommand.self, MailPreviewCommand.self]
    )

    public init() {}
}
