import Agenda
import ArgumentParser

/// The options add and update share for times and conflicts. Times stay text: the feature reads
/// them in the event's zone. Numbers parse `.unconditional`, so `--day -1` reaches the rule
/// about days instead of reading as a missing value.
struct SessionTimeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Start: a time of day (19:30, 7:30pm) with --day, or ISO 8601 (2026-12-12T19:30), in the event's zone.", valueName: "time"))
    var starts: String?

    @Option(help: ArgumentHelp("End, in the same forms; a time of day at or before the start is on the next day.", valueName: "time"))
    var ends: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The day of the event a time of day is on (1 is the day it starts).", valueName: "n"))
    var day: Int?

    @Flag(help: "Refuse the session if it conflicts (exit 65) instead of warning.") var strict = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Minutes a speaker needs between rooms.", valueName: "minutes"))
    var minGap: Int = ConflictRules.defaultMinimumGapMinutes
}
