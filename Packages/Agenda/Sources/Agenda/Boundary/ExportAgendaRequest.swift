/// What `rushday agenda export EVENT --ics FILE` asks: the whole programme and one entry for the
/// event itself, or only `session`. Where the calendar goes is the face's business.
public struct ExportAgendaRequest: Hashable, Sendable {
    public var event: String
    public var session: String?

    public init(event: String, session: String? = nil) {
        self.event = event
        self.session = session
    }
}
