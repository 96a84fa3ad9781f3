import ArgumentParser

struct EventsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Plan events: create, duplicate, list, show, update, change status, delete, manage members.",
        subcommands: [
            CreateEventCommand.self, DuplicateEventCommand.self, ListEventsCommand.self, ShowEventCommand.self, UpdateEventCommand.self,
            PublishEventCommand.self, CancelEventCommand.self, CompleteEventCommand.self,
            DeleteEventCommand.self, MembersCommand.self,
        ]
    )
}
