/// A feature whose mail falls due with time rather than with a change (a task's reminder): each
/// pass of the outbox's sender asks every source to queue what is due now, and, before sending
/// one of its messages, whether it should still go, so Mail sends it without knowing the feature.
public protocol DueMailSource: Sendable {
    /// Queues every message due now, once each however often asked; returns how many.
    func queueDue() async throws(DomainError) -> Int

    /// Why `message`, queued by this source, should no longer go (its task done or removed, its
    /// event cancelled, its recipient gone from the event); nil while it should, and for
    /// messages of other sources.
    func withdrawal(of message: OutboxMessage) async throws(DomainError) -> String?
}
