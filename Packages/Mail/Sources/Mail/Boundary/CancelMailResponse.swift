public import Domain

/// What `mail cancel` took out of the outbox: the messages cancelled (each with its guest, as
/// the outbox shows them), and those a sender began sending between the outbox being read and
/// the cancel (their ids): they go, and the outbox then says how.
public struct CancelMailResponse: Sendable {
    public let cancelled: OutboxResponse
    public let beingSent: [MailMessageID]
}
