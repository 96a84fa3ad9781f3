import ArgumentParser

struct MembersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "members",
        abstract: "Who may work on an event: owner, organizers and door staff.",
        subcommands: [AddMemberCommand.self, RemoveMemberCommand.self, ListMembersCommand.self]
    )
}
