import ArgumentParser

/// `events cancel`.
struct CancelEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cancel", abstract: "Cancel a draft or published event.")

    @OptionGroup var change: EventStatusChange

    func run() async throws {
        try await change.run(to: .cancelled)
    }
}
