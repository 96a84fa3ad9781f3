import ArgumentParser
import Domain
import Events

/// One status change of the event's status machine, as its own subcommand. `complete` has its
/// own command for its --force.
protocol StatusChange {
    static var name: String { get }
    static var abstract: String { get }
    static var target: EventStatus { get }
}

enum Publish: StatusChange {
    static let name = "publish", abstract = "Publish a draft event.", target = EventStatus.published
}

enum Cancel: StatusChange {
    static let name = "cancel", abstract = "Cancel a draft or published event.", target = EventStatus.cancelled
}

struct StatusCommand<Change: StatusChange>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Change.name, abstract: Change.abstract)
    }

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ChangeEventStatusRequest(event: event, target: Change.target)
        try await global.run(.readWrite, format, present: EventPresenter.statusChanged) {
            try await ChangeEventStatus($0).execute(request)
        }
    }
}
