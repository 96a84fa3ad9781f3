import ArgumentParser

struct TaskTemplateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "Checklists kept under a name, to start other events' from.",
        subcommands: [SaveTemplateCommand.self, ApplyTemplateCommand.self, ListTemplatesCommand.self, RemoveTemplateCommand.self]
    )
}
