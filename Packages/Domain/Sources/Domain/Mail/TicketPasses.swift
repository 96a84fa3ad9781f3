/// Tickets as a mail shows them: what the door scans. The Tickets feature signs the codes; the
/// container lends them to Mail, which may not use Tickets.
public protocol TicketPasses: Sendable {
    /// The still-valid tickets among `tickets` of `event`, in the order given, each with its code.
    func passes(_ tickets: [TicketID], of event: EventID) async throws(DomainError) -> [TicketPass]
}

/// One ticket ready to show: who it admits, its type's name, its reference and the code its QR
/// image holds.
public struct TicketPass: Hashable, Sendable {
    public var reference: String
    public var holder: String
    public var type: String
    public var code: String

    public init(reference: String, holder: String, type: String, code: String) {
        self.reference = reference
        self.holder = holder
        self.type = type
        self.code = code
    }
}
