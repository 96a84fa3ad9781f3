/// What `rushday tickets show TICKET` asks: the ticket (its reference or code) and where to
/// write its QR code as images, if anywhere.
public struct ShowTicketRequest: Hashable, Sendable {
    public var ticket: String
    public var png: String?
    public var svg: String?
    /// Whether an existing image file may be replaced.
    public var replacing: Bool

    public init(ticket: String, png: String? = nil, svg: String? = nil, replacing: Bool = false) {
        self.ticket = ticket
        self.png = png
        self.svg = svg
        self.replacing = replacing
    }
}
