import ArgumentParser

struct TicketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tickets",
        abstract: "Ticket types and quotas, signed ticket codes, and check-in at the door.",
        subcommands: [TicketTypesCommand.self, PoolsCommand.self, IssueTicketsCommand.self, ListTicketsCommand.self,
                      ShowTicketCommand.self, PrintTicketSheetCommand.self, CancelTicketCommand.self, SendTicketsCommand.self, KeyCommand.self, VerifyCodeCommand.self, CheckInCommand.self,
                      DoorCommand.self, SyncScansCommand.self, DoorConflictsCommand.self]
    )
}
