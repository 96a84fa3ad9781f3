public import Domain
import Foundation

/// Finds a guest without their code by name or email, for the door (a door link at its event,
/// or a member who may check people in): each matching party with its tickets, to admit one with a tap.
public struct FindAtDoor: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    /// Enough parties for a door to pick from on a phone's screen.
    static let mostMatches = 20

    public func execute(_ request: FindAtDoorRequest) async throws(DomainError) -> DoorMatchesResponse {
        let event = try await DoorAccess(dependencies: dependencies).open(request.event, device: "door").event
        let query = request.query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard query.count >= 2 else {
            throw .invalid(field: "q", message: "give at least 2 letters of the name or email")
        }
        try UserText.validate(query, field: "q", allowingLineBreaks: false)
        let guests = Dictionary(try await dependencies.guestRepository.guests(of: event.id).map { ($0.id, $0) }) { first, _ in first }
        // A party matches by any of its members, and comes with every ticket it holds: the
        // plus-one who is found by name is admitted with the rest.
        var parties: [String: (name: String, email: String?, tickets: [DoorTicket], matches: Bool)] = [:]
        var order: [String] = []
        for ticket in try await DoorTickets(dependencies: dependencies).all(of: event) {
            let guest = ticket.view.ticket.guestID.flatMap { guests[$0] }
            let name = guest?.name ?? ticket.view.ticket.holder
            let email = guest?.email?.value ?? ticket.view.ticket.email?.value
            let texts = [name, ticket.view.ticket.holder, email ?? ""]
            let key = guest.map { "guest:\($0.id)" } ?? "ticket:\(ticket.view.ticket.id)"
            if parties[key] == nil { order.append(key); parties[key] = (name, email, [], false) }
            parties[key]?.tickets.append(ticket)
            if texts.contains(where: { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }) {
                parties[key]?.matches = true
            }
        }
        let matches = order.compactMap { parties[$0] }.filter(\.matches).prefix(Self.mostMatches).map {
            DoorMatchesResponse.Match(name: $0.name, email: $0.email, tickets: $0.tickets)
        }
        return DoorMatchesResponse(event: event, query: query, matches: matches)
    }
}
