import Domain
import Foundation

/// The guest a command names: by handle, or by email when the text has an "@" (emails are
/// compared trimmed and case-folded, as they are stored).
enum GuestLookup {
    static func index(of reference: String, in guests: [Guest], event: Event) throws(DomainError) -> Int {
        let typed = reference.trimmingScalars(in: .whitespaces)
        let index: Int? = if typed.contains("@") {
            (try? EmailAddress(typed, field: "guest")).flatMap { email in guests.firstIndex { $0.email == email } }
        } else {
            (try? Handle(typed.lowercased(), field: "guest")).flatMap { handle in guests.firstIndex { $0.handle == handle } }
        }
        guard let index else {
            throw .notFound(field: "guest", message: "no guest \(UserText.quoted(typed)) on the list of '\(event.handle)'", next: .listGuests(event: event.handle))
        }
        return index
    }

    /// A handle made from the name ("Ada Lovelace" -> "ada-lovelace"), numbered "-2", "-3" ...
    /// when another guest of the event has it; "guest" when the name has no Latin letters or digits.
    static func freeHandle(for name: String, among guests: [Guest]) -> Handle {
        let taken = Set(guests.map(\.handle))
        return Handle.free(from: name, fallback: Handle.derived(from: "guest")!, isTaken: taken.contains)
    }
}
