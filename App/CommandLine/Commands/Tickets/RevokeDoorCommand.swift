import ArgumentParser
import Tickets

struct RevokeDoorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Stop a door's link at once, on pages already open with it too; its scans stay.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The door's name.") var name: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { DoorPresenter.revoked($0.door, event: $0.event) }) { container in
            let door = try await RevokeDoor(container).execute(DoorRequest(event: event, name: name))
            return (door: door, event: try await ListDoors(container).execute(EventTicketsRequest(event: event)).event)
        }
    }
}
