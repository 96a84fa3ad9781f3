import ArgumentParser
import Domain
import Events

struct AddMemberCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a member, or change a member's role.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The member's account email.") var email: String
    @Option(help: "The member's role (default staff).") var role: Role?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: MemberPresenter.list) {
            try await AddMember($0).execute(MemberRequest(event: event, email: email, role: role))
        }
    }
}
