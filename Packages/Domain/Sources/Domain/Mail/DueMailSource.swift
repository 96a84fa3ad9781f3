/// A feature whose mail falls due with time rather than with a change (a task's reminder): each
/// pass of the outbox's sender asks every source to queue what is due now, so Mail sends it
/// without knowing the feature.
public protocol DueMailSource: Sendable {
    /// Queues every message due now, once each however often asked; returns how many.
    func queueDue() async throws(DomainError) -> Int
}
