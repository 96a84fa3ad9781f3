import ArgumentParser

struct DeclineGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decline",
        abstract: "Decline registrations waiting for approval: each is mailed the decision.")

    @OptionGroup var options: RegistrationDecisionOptions

    func run() async throws { try await options.run(.decline) }
}
