import ArgumentParser
import Guests

struct UpdateQuestionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: "Change a question's prompt or choices; its key and kind stay.",
        discussion: "--choice replaces every choice. Answers that no new choice matches refuse the change, unless forced.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The question's key.") var key: String
    @Option(help: "What guests are asked; \"\" shows the key instead.") var prompt: String?
    @Option(help: "A choice of a choice question (repeat it, once per choice: all of them).") var choice: [String] = []
    @Flag(help: "Change the choices even though guests chose one no longer offered, dropping those answers.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateQuestionRequest(event: event, key: key, prompt: prompt, choices: choice.isEmpty ? nil : choice, force: force)
        try await global.run(.readWrite, format, present: QuestionsPresenter.updated) { try await UpdateQuestion($0).execute(request) }
    }
}
