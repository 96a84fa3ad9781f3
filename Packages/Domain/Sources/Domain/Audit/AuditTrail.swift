public import Foundation
import Synchronization

/// How a change reaches the log in its own transaction: a use case wraps the repository call
/// that changes something in `recording`, and the store's first write transaction in it
/// claims the draft (`claim`) and writes its entry after the body, so the entry is kept exactly
/// when the change is, on every store.
public enum AuditTrail {
    /// The command's or request's visit, set by its face.
    @TaskLocal public static var visit: AuditVisit?
    @TaskLocal private static var pending: Pending?

    /// `body`, whose first write transaction also writes `draft`'s entry, as made by the visit.
    public static func recording<T>(_ draft: AuditDraft, _ body: () async throws(DomainError) -> T) async throws(DomainError) -> T {
        do {
            return try await $pending.withValue(Pending(draft)) { try await body() }
        } catch let error as DomainError {
            throw error
        } catch {
            throw .storeUnavailable("\(error)")
        }
    }

    /// `recording` of a change known before it is made.
    public static func recording<T>(_ action: String, event: EventID, target: String, at: Date, changes: [AuditChange] = [],
                                    _ body: () async throws(DomainError) -> T) async throws(DomainError) -> T {
        try await recording(AuditDraft(action, event: event, target: target, at: at, changes: changes), body)
    }

    /// The draft a write transaction about to begin is to write: at most once per `recording`.
    public static func claim() -> AuditClaim? {
        pending?.take().map { AuditClaim(draft: $0, visit: visit) }
    }

    /// What `claim` would give, left pending: for a transaction that may not be the one that
    /// stores the change (a staged import, whose caller writes anew when it gives up).
    public static func peek() -> AuditClaim? {
        pending?.peek().map { AuditClaim(draft: $0, visit: visit) }
    }

    private final class Pending: Sendable {
        private let draft: Mutex<AuditDraft?>

        init(_ draft: AuditDraft) {
            self.draft = Mutex(draft)
        }

        func peek() -> AuditDraft? {
            draft.withLock { $0 }
        }

        func take() -> AuditDraft? {
            draft.withLock { draft in
                defer { draft = nil }
                return draft
            }
        }
    }
}

/// A draft claimed by a write transaction, with the visit that makes it.
public struct AuditClaim: Sendable {
    let draft: AuditDraft
    let visit: AuditVisit?

    /// The entry to write after the transaction's body: nil when the draft has no event.
    public var entry: AuditEntry? {
        draft.entry(by: visit?.identified ?? .system, via: visit?.via ?? .commandLine)
    }
}
