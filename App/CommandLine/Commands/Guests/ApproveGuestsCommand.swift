import ArgumentParser

struct ApproveGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Approve registrations waiting for approval: each takes a place or joins the waitlist, and is mailed.")

    @OptionGroup var options: RegistrationDecisionOptions

    func run() async throws { try await options.run(.approve) }
}
