import ArgumentParser
import Domain
import Events

struct RemoveMemberCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a member from an event.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The member's account email.") var email: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: MemberPresenter.list) {
            try await RemoveMember($0).execute(MemberRequest(event: event, email: email))
        }
    }
}
