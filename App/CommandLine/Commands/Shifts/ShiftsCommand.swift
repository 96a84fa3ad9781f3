public import ArgumentParser

/// The `shifts` command group, which the composition plugs in with its feature.
public struct ShiftsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shifts",
        abstract: "Shifts.",
        subcommands: [ShiftsHelloCommand.self]
    )

    public init() {}
}
