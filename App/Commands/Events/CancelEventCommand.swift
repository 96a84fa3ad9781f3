import ArgumentParser
import Domain
import Events

/// `events cancel`: one step of the event's status machine.
struct CancelEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Cancel a draft or published event.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ChangeEventStatusRequest(event: event, target: .cancelled)
        try await global.run(.readWrite, format, present: EventPresenter.statusChanged) {
            try await ChangeEventStatus($0).execute(request)
        }
    }
}
