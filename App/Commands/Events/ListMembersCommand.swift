import ArgumentParser
import Domain
import Events

struct ListMembersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's members.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let response = try await ListMembers(global.readingContainer()).execute(EventReference(event: event))
        try global.console.show(MemberPresenter.list(response), as: format.format)
    }
}
