public import Domain

/// What an export wrote: how many expenses, and to which file (nil: standard output).
public struct ExportExpensesResponse: Hashable, Sendable {
    public let event: Event
    public let exported: Int
    public let output: String?

    public init(event: Event, exported: Int, output: String?) {
        self.event = event
        self.exported = exported
        self.output = output
    }
}
