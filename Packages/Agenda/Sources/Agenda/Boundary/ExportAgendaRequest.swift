/// What `rushday agenda export EVENT --ics FILE` asks: the whole programme and one entry for the
/// event itself, or only `session`. An existing file is replaced only when `replacing`.
public struct ExportAgendaRequest: Hashable, Sendable {
    public var event: String
    public var output: String
    public var session: String?
    public var replacing: Bool

    public init(event: String, output: String, session: String? = nil, replacing: Bool = false) {
        self.event = event
        self.output = output
        self.session = session
        self.replacing = replacing
    }
}
