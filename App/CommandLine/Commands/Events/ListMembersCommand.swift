import ArgumentParser
import Domain
import Events

struct ListMembersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's members.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: MemberPresenter.list) {
            try await ListMembers($0).execute(EventReference(event: event))
        }
    }
}
