import ArgumentParser

/// What `tasks add` and `tasks update` both take.
struct TaskFieldOptions: ParsableArguments {
    @Option(help: ArgumentHelp("When it is due: \"3 days before start\", \"2 hours after end\", or a date-time in the event's zone (blank: none).",
                               valueName: "rule|datetime"))
    var due: String?
    @Option(help: ArgumentHelp("The member it is assigned to, by email (blank: nobody).", valueName: "email")) var assign: String?
    @Option(help: ArgumentHelp("A note (blank: none).", valueName: "text")) var note: String?
}
