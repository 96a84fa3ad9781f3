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
        let response = try await RemoveMember(global.container()).execute(MemberRequest(event: event, email: email))
        try global.console.show(MemberPresenter.list(response), as: format.format)
    }
}
