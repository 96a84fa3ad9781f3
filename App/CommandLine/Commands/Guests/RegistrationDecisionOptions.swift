import ArgumentParser
import Guests

/// What `guests approve` and `guests decline` both take, and how they run.
struct RegistrationDecisionOptions: ParsableArguments {
    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Each guest's handle or email.") var guests: [String]
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run(_ decision: DecideRegistrationsRequest.Decision) async throws {
        try await global.run(.readWrite, format, present: GuestsPresenter.decided) {
            try await DecideRegistrations($0).execute(DecideRegistrationsRequest(event: event, guests: guests, decision: decision))
        }
    }
}
