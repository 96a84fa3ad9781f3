import Domain
import Foundation

/// The session a command names, by handle (case forgiven), and fresh handles for new ones.
enum SessionLookup {
    static func index(of reference: String, in sessions: [AgendaSession], event: Event) throws(DomainError) -> Int {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        guard let handle = try? Handle(typed.lowercased(), field: "session"),
              let index = sessions.firstIndex(where: { $0.handle == handle })
        else {
            throw .notFound(field: "session", message: "no session \(UserText.quoted(typed)) in the programme of '\(event.handle)'", next: .listSessions(event: event.handle))
        }
        return index
    }

    /// A handle made from the title ("Opening Keynote" -> "opening-keynote"), numbered "-2",
    /// "-3" ... when another session of the event has it; "session" when the title has no Latin
    /// letters or digits.
    static func freeHandle(for title: String, among sessions: [AgendaSession]) -> Handle {
        let taken = Set(sessions.map(\.handle))
        return Handle.free(from: title, fallback: Handle.derived(from: "session")!, isTaken: taken.contains)
    }
}
