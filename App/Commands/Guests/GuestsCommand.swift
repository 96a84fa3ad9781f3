import ArgumentParser

struct GuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guests",
        abstract: "Manage an event's guest list and RSVPs.",
        subcommands: [AddGuestCommand.self, ListGuestsCommand.self, ShowGuestCommand.self, UpdateGuestCommand.self,
                      RemoveGuestCommand.self, RSVPCommand.self, QuestionsCommand.self, ImportGuestsCommand.self,
                      ExportGuestsCommand.self, GuestLinkCommand.self, GuestLinksCommand.self, InviteGuestsCommand.self]
    )
}
