/// What `rushday expenses export EVENT [--output FILE [--force]]` asks: the event. Where the
/// table goes is the face's business.
public struct ExportExpensesRequest: Hashable, Sendable {
    public var event: String

    public init(event: String) {
        self.event = event
    }
}
