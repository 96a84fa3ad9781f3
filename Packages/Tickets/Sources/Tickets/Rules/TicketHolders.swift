import Domain
import Foundation

/// Who a new ticket is for: the members of a guest's party in order (the guest, then the named
/// plus-ones, then "Name +N"), or a name given at issue.
enum TicketHolders {
    struct Holder {
        let name: String
        let email: EmailAddress?
        let guest: Guest?
    }

    static func guest(_ typed: String, in guests: [Guest], event: Event) throws(DomainError) -> Guest {
        let text = typed.trimmingCharacters(in: .whitespaces)
        let found: Guest? = if text.contains("@") {
            (try? EmailAddress(text, field: "guest")).flatMap { email in guests.first { $0.email == email } }
        } else {
            (try? Handle(text.lowercased(), field: "guest")).flatMap { handle in guests.first { $0.handle == handle } }
        }
        guard let guest = found else {
            throw .notFound(field: "guest", message: "no guest \(UserText.quoted(text)) on the list of '\(event.handle)'", next: .listGuests(event: event.handle))
        }
        switch guest.status {
        case .accepted: return guest
        case .declined: throw .invalid(field: "guest", message: "'\(guest.handle)' declined; a guest who declined may not hold tickets")
        default: throw .invalid(field: "guest", message: "'\(guest.handle)' is \(guest.status), not accepted; only accepted guests may hold tickets (rsvp them first)")
        }
    }

    /// The name of the party member holding the party's `index`-th ticket (0 is the guest).
    static func member(_ index: Int, of guest: Guest) -> String {
        if index == 0 { return guest.name }
        if index <= guest.plusOnes.count { return guest.plusOnes[index - 1] }
        return "\(guest.name) +\(index)"
    }

    static func named(_ raw: String, email: String?) throws(DomainError) -> Holder {
        let name = raw.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .invalid(field: "name", message: "is blank; give the ticket holder's name") }
        guard name.count <= 120 else { throw .invalid(field: "name", message: "is longer than 120 characters; shorten it") }
        try UserText.validate(name, field: "name", allowingLineBreaks: false)
        let address = try email.map { raw throws(DomainError) in try EmailAddress(raw, field: "email") }
        return Holder(name: name, email: address, guest: nil)
    }
}
