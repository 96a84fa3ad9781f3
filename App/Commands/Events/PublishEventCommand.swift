import ArgumentParser
import Domain
import Events

/// `events publish`: one step of the event's status machine.
struct PublishEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "publish", abstract: "Publish a draft event.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ChangeEventStatusRequest(event: event, target: .published)
        try await global.run(.readWrite, format, present: EventPresenter.statusChanged) {
            try await ChangeEventStatus($0).execute(request)
        }
    }
}
