public import Domain

/// What `agenda export` wrote: how many entries (sessions, plus the event's own) and where.
public struct ExportAgendaResponse: Hashable, Sendable {
    public let event: Event
    public let entries: Int
    public let output: String

    public init(event: Event, entries: Int, output: String) {
        self.event = event
        self.entries = entries
        self.output = output
    }
}
