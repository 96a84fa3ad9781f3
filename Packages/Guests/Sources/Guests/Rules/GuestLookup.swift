import Domain
import Foundation

/// The guest a command names: by handle, or by email when the text has an "@" (emails are
/// compared trimmed and case-folded, as they are stored).
enum GuestLookup {
    static func index(of reference: String, in guests: [Guest], event: Event) throws(DomainError) -> Int {
        guard let key = GuestKey(typed: reference), let index = guests.firstIndex(where: key.names) else { throw .guestNotOnList(reference, of: event) }
        return index
    }

    /// The guests `references` name, each once, in the order first named.
    static func indices(of references: [String], in guests: [Guest], event: Event) throws(DomainError) -> [Int] {
        var indices: [Int] = []
        for reference in references {
            let index = try index(of: reference, in: guests, event: event)
            if !indices.contains(index) { indices.append(index) }
        }
        return indices
    }

    /// The guest `reference` names, read through the batch's index.
    static func guest(_ reference: String, in batch: any GuestBatch) throws(DomainError) -> Guest {
        guard let key = GuestKey(typed: reference), let guest = try batch.guest(key) else { throw .guestNotOnList(reference, of: batch.event) }
        return guest
    }

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
