import ArgumentParser

struct QuestionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "questions",
        abstract: "Manage the questions an event asks its guests (answered with --answer KEY=VALUE).",
        subcommands: [AddQuestionCommand.self, ListQuestionsCommand.self, UpdateQuestionCommand.self, RemoveQuestionCommand.self]
    )
}
