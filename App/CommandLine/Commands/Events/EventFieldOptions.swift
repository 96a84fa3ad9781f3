import ArgumentParser

/// The options create and update share. Values stay text: the use case parses them, so every
/// rule and its message live in the Events feature. Number options parse `.unconditional`, so
/// `--budget -5` reaches the rule about negative amounts instead of reading as a missing value.
struct EventFieldOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Start, ISO 8601 in the event's zone (2026-12-12T19:00) or with an offset.", valueName: "datetime"))
    var starts: String?

    @Option(help: ArgumentHelp("End, in the same forms as --starts.", valueName: "datetime"))
    var ends: String?

    @Option(help: ArgumentHelp("IANA time zone the event happens in, like Europe/Berlin.", valueName: "zone"))
    var timezone: String?

    @Option(help: "Where it happens.") var venue: String?
    @Option(help: ArgumentHelp("Longer description.", valueName: "text")) var description: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("How many people fit, a whole number.", valueName: "n")) var capacity: String?
    @Option(help: ArgumentHelp("ISO 4217 currency of the budget (default EUR).", valueName: "code")) var currency: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Total budget, like 12500.50.", valueName: "amount")) var budget: String?
    @Option(help: ArgumentHelp("The short name to type for this event (default: from the title).", valueName: "slug")) var handle: String?
}
