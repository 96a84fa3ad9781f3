import ArgumentParser

struct DoorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "door",
        abstract: "Door devices: links that sign a phone or laptop in to the event's door page, and their offline list.",
        subcommands: [AddDoorCommand.self, ListDoorsCommand.self, RevokeDoorCommand.self, DoorSnapshotCommand.self]
    )
}
