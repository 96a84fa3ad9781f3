import Domain
import Foundation

/// Tickets and types as people name them: a ticket by its reference ("K7QM3XPA", read as
/// Crockford decodes: any case, hyphens and spaces ignored, O for 0, I and L for 1) or by its
/// whole code; a type by its handle.
enum TicketLookup {
    /// Crockford's Base32: no I, L, O or U, so a reference read aloud or typed is not misread.
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)
    static let referenceLength = 8

    /// Eight characters from the id's last 40 bits (random in a version 4 UUID).
    static func reference(for id: TicketID) -> String {
        let bytes = withUnsafeBytes(of: id.rawValue.uuid) { Array($0.suffix(5)) }
        let bits = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let characters = (0..<referenceLength).reversed().map { alphabet[Int(bits >> (UInt64($0) * 5) & 31)] }
        return String(decoding: characters, as: UTF8.self)
    }

    static func ticket(_ typed: String, in repository: any TicketRepository) async throws(DomainError) -> Ticket {
        if let code = try? TicketCode.parse(typed), let ticket = try await repository.ticket(id: code.ticketID) {
            return ticket
        }
        let reference = typedReference(typed)
        guard reference.utf8.count == referenceLength, let ticket = try await repository.ticket(reference: reference) else {
            throw missing(typed)
        }
        return ticket
    }

    /// The reference as stored: upper case, without the hyphens and spaces people group it
    /// with, and the letters Crockford reads as the digits they look like (a reference read
    /// aloud or copied by hand).
    static func typedReference(_ typed: String) -> String {
        String(typed.uppercased().compactMap { character -> Character? in
            switch character {
            case "-": nil
            case "O": "0"
            case "I", "L": "1"
            default: character.isWhitespace ? nil : character
            }
        })
    }

    /// The event of a ticket found by its reference, when the user's role there allows
    /// `permission`: a ticket of someone else's event is as missing as one that never was.
    static func event(of ticket: Ticket, as user: User, for permission: EventPermission,
                      in dependencies: any TicketsDependencies) async throws(DomainError) -> Event {
        guard let event = try await dependencies.eventRepository.find(id: ticket.eventID) else { throw missing(ticket.reference) }
        do {
            try await EventAccess(dependencies).require(permission, on: event, as: user)
        } catch .notFound {
            throw missing(ticket.reference)
        }
        return event
    }

    static func missing(_ typed: String) -> DomainError {
        .notFound(field: "ticket", message: "no ticket \(UserText.quoted(typed)) among your events", next: .listTickets)
    }

    static func type(_ typed: String, in catalog: TicketCatalog, event: Event) throws(DomainError) -> TicketType {
        catalog.types[try index(ofType: typed, in: catalog, event: event)]
    }

    static func index(ofType typed: String, in catalog: TicketCatalog, event: Event) throws(DomainError) -> Int {
        let handle = try? Handle(typed.trimmingCharacters(in: .whitespaces).lowercased(), field: "type")
        guard let index = catalog.types.firstIndex(where: { $0.handle == handle }) else {
            throw .notFound(field: "type", message: "no ticket type \(UserText.quoted(typed)) at '\(event.handle)'", next: .listTicketTypes(event: event.handle))
        }
        return index
    }
}
