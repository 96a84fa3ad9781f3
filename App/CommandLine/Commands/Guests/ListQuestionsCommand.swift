import ArgumentParser
import Guests

struct ListQuestionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's questions, with how many guests answered each.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ListQuestionsRequest(event: event)
        try await global.run(.readOnly, format, present: QuestionsPresenter.list) { try await ListQuestions($0).execute(request) }
    }
}
