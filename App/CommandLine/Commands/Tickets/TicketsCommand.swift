public import ArgumentParser

/// The `tickets` command group, which the composition plugs in with its feature.
public struct TicketsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tickets",
        abstract: "Ticket types and quotas, signed ticket codes, and check-in at the door.",
        subcommands: [TicketTypesCommand.self, PoolsCommand.self, IssueTicketsCommand.self, ListTicketsCommand.self,
                      ShowTicketCommand.self, PrintTicketSheetCommand.self, CancelTicketCommand.self, SendTicketsCommand.self, KeyCommand.self, VerifyCodeCommand.self, CheckInCommand.self,
                      DoorCommand.self, SyncScansCommand.self, DoorConflictsCommand.self]
    )

    public init() {}
}
