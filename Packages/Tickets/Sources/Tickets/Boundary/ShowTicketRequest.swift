/// What `rushday tickets show TICKET` asks: the ticket (its reference or code) and which images
/// of its QR code to make, if any (the face writes them where it was told).
public struct ShowTicketRequest: Hashable, Sendable {
    public var ticket: String
    /// In the order to make them; each names the field a refusal points at (`png`, `svg`).
    public var images: [TicketImage.Format]

    public init(ticket: String, images: [TicketImage.Format] = []) {
        self.ticket = ticket
        self.images = images
    }
}
