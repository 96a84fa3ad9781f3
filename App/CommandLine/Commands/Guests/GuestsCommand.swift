public import ArgumentParser

/// The `guests` command group, which the composition plugs in with its feature.
public struct GuestsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "guests",
        abstract: "Manage an event's guest list and RSVPs.",
        subcommands: [AddGuestCommand.self, ListGuestsCommand.self, ShowGuestCommand.self, UpdateGuestCommand.self,
                      RemoveGuestCommand.self, RSVPCommand.self, QuestionsCommand.self, ImportGuestsCommand.self,
                      ExportGuestsCommand.self, GuestLinkCommand.self, GuestLinksCommand.self, InviteGuestsCommand.self, TagGuestsCommand.self,
                      ApproveGuestsCommand.self, DeclineGuestsCommand.self]
    )

    public init() {}
}
