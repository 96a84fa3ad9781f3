import Domain
import Foundation
import Tickets

/// The JSON the door's script reads, in the schemas the README gives `tickets door snapshot`
/// and `tickets sync`: the offline list, the matches of a search and an upload's outcome. Every
/// key is always present, `null` when not set.
enum DoorJSON {
    static func list(_ list: DoorListResponse) -> [UInt8] {
        let zone = list.event.timeZone
        return encode(ListJSON(event: EventJSON(id: list.event.id.description, handle: list.event.handle.value, title: list.event.title,
                                                zone: zone.identifier),
                               publicKey: Data(list.publicKey).base64EncodedString(),
                               madeAt: ZonedTime.iso8601(list.madeAt, in: zone),
                               tickets: list.tickets.map(TicketJSON.init)))
    }

    static func matches(_ found: DoorMatchesResponse) -> [UInt8] {
        encode(MatchesJSON(matches: found.matches.map { MatchJSON(name: $0.name, email: $0.email, tickets: $0.tickets.map(TicketJSON.init)) }))
    }

    static func sync(_ sync: SyncResponse) -> [UInt8] {
        let results = sync.results.map { result in
            switch result.outcome {
            case .recorded: ResultJSON(nonce: result.nonce, result: "recorded", reason: nil)
            case .duplicate: ResultJSON(nonce: result.nonce, result: "duplicate", reason: nil)
            case let .refused(refusal): ResultJSON(nonce: result.nonce, result: "refused", reason: refusal.reason(for: sync.event))
            }
        }
        return encode(SyncJSON(recorded: sync.count { $0 == .recorded }, duplicates: sync.count { $0 == .duplicate },
                               refused: sync.count { if case .refused = $0 { true } else { false } },
                               conflicts: sync.conflicts.count, results: results))
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(value)) ?? Data()) + [0x0A]
    }

    private struct EventJSON: Encodable {
        let id, handle, title, zone: String
    }

    private struct ListJSON: Encodable {
        let event: EventJSON
        let publicKey: String
        let madeAt: String
        let tickets: [TicketJSON]
    }

    private struct TicketJSON: Encodable {
        let id, ticket, holder, type, status: String
        let inside: Bool

        init(_ ticket: DoorTicket) {
            id = ticket.view.ticket.id.description
            self.ticket = ticket.view.ticket.reference
            holder = ticket.view.ticket.holder
            type = ticket.view.type.handle.value
            status = ticket.view.ticket.status.rawValue
            inside = ticket.inside
        }
    }

    private struct MatchesJSON: Encodable {
        let matches: [MatchJSON]
    }

    private struct MatchJSON: Encodable {
        let name: String
        let email: String?
        let tickets: [TicketJSON]

        enum CodingKeys: String, CodingKey { case name, email, tickets }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
            try container.encode(tickets, forKey: .tickets)
        }
    }

    private struct SyncJSON: Encodable {
        let recorded, duplicates, refused, conflicts: Int
        let results: [ResultJSON]
    }

    private struct ResultJSON: Encodable {
        let nonce, result: String
        let reason: String?

        enum CodingKeys: String, CodingKey { case nonce, result, reason }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(nonce, forKey: .nonce)
            try container.encode(result, forKey: .result)
            try container.encode(reason, forKey: .reason)
        }
    }
}
