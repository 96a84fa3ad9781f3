import ArgumentParser
import Domain
import Events

/// What `events publish` and `events cancel` take and do: one step of the event's status
/// machine. An option group rather than a command generic over the step, whose type the runtime
/// had to look up at every command's start (argument-parser reads every command's configuration).
struct EventStatusChange: ParsableArguments {
    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run(to target: EventStatus) async throws {
        let request = ChangeEventStatusRequest(event: event, target: target)
        try await global.run(.readWrite, format, present: EventPresenter.statusChanged) {
            try await ChangeEventStatus($0).execute(request)
        }
    }
}
