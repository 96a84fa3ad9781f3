import ArgumentParser
import Guests

struct RemoveQuestionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a question; refused while guests' answers to it exist, unless forced.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The question's key.") var key: String
    @Flag(help: "Remove the question even though guests answered it, dropping their answers.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = RemoveQuestionRequest(event: event, key: key, force: force)
        try await global.run(.readWrite, format, present: QuestionsPresenter.removed) { try await RemoveQuestion($0).execute(request) }
    }
}
