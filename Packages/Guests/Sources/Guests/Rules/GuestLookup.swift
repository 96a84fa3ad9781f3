import Domain
import Foundation

/// The guest a command names: by handle, or by email when the text has an "@" (emails are
/// compared trimmed and case-folded, as they are stored).
enum GuestLookup {
    static func index(of reference: String, in guests: [Guest], event: Event) throws(DomainError) -> Int {
        guard let key = key(of: reference), let index = guests.firstIndex(where: key.names) else { throw missing(reference, event) }
        return index
    }

    /// The guest `reference` names, read through the batch's index.
    static func guest(_ reference: String, in batch: any GuestBatch) throws(DomainError) -> Guest {
        guard let key = key(of: reference), let guest = try batch.guest(key) else { throw missing(reference, batch.event) }
        return guest
    }

    /// Nil for text that could name no guest.
    static func key(of reference: String) -> GuestKey? {
        let typed = reference.trimmingScalars(in: .whitespaces)
        if typed.contains("@") { return (try? EmailAddress(typed, field: "guest")).map(GuestKey.email) }
        return (try? Handle(typed.lowercased(), field: "guest")).map(GuestKey.handle)
    }

    static func missing(_ reference: String, _ event: Event) -> DomainError {
        let typed = reference.trimmingScalars(in: .whitespaces)
        return .notFound(field: "guest", message: "no guest \(UserText.quoted(typed)) on the list of '\(event.handle)'", next: .listGuests(event: event.handle))
    }

    /// A handle made from the name ("Ada Lovelace" -> "ada-lovelace"), numbered "-2", "-3" ...
    /// when another guest of the event has it; "guest" when the name has no Latin letters or digits.
    /// A handle made from the name ("Ada Lovelace" -> "ada-lovelace"), numbered "-2", "-3" ...
    /// when another guest of the event has it; "guest" when the name has no Latin letters or
    /// digits. Each candidate is asked of the batch's index.
    static func freeHandle(for name: String, in batch: any GuestBatch) throws(DomainError) -> Handle {
        var failure: DomainError?
        let handle = Handle.free(from: name, fallback: Handle.derived(from: "guest")!) { handle in
            do throws(DomainError) { return try batch.guest(.handle(handle)) != nil } catch { failure = error; return false }
        }
        if let failure { throw failure }
        return handle
    }
}
