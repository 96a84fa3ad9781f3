public import ArgumentParser

/// The `events` command group, which the composition plugs in with its feature.
public struct EventsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Plan events: create, duplicate, list, show, update, change status, delete, manage members, read the log.",
        subcommands: [
            CreateEventCommand.self, DuplicateEventCommand.self, ListEventsCommand.self, ShowEventCommand.self, UpdateEventCommand.self,
            PublishEventCommand.self, CancelEventCommand.self, CompleteEventCommand.self,
            DeleteEventCommand.self, MembersCommand.self, EventLogCommand.self,
        ]
    )

    public init() {}
}
