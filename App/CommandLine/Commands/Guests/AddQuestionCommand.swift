import ArgumentParser
import Domain
import Guests

struct AddQuestionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a question guests answer.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The question's key: what --answer KEY=VALUE and the CSV column name it by (like meal).") var key: String
    @Option(help: "What kind of answer it takes: text, choice or yes-no.") var kind: GuestQuestion.Kind
    @Option(help: "An answer a choice question allows (repeat, at least two).") var choice: [String] = []
    @Option(help: "The question as guests read it.") var prompt: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = AddQuestionRequest(event: event, key: key, kind: kind, choices: choice, prompt: prompt)
        try await global.run(.readWrite, format, present: QuestionsPresenter.added) { try await AddQuestion($0).execute(request) }
    }
}
