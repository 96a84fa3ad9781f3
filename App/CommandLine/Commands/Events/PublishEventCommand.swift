import ArgumentParser

/// `events publish`.
struct PublishEventCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "publish", abstract: "Publish a draft event.")

    @OptionGroup var change: EventStatusChange

    func run() async throws {
        try await change.run(to: .published)
    }
}
