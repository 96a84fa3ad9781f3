import Domain
import Foundation
import GRDB
import SQLStorage

/// A row of `agenda_sessions`. Speakers are a JSON array of `{"name", "email"}` objects.
struct AgendaSessionRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "agenda_sessions"

    var id: String
    var eventID: String
    var handle: String
    var title: String
    var startsAt: Int64
    var endsAt: Int64
    var room: String?
    var track: String?
    var speakers: String
    var description: String?
    var capacity: Int?
    var createdAt: Int64
    var updatedAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case eventID = "event_id"
        case handle, title
        case startsAt = "starts_at"
        case endsAt = "ends_at"
        case room, track, speakers, description, capacity
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(_ session: AgendaSession) {
        id = session.id.description
        eventID = session.eventID.description
        handle = session.handle.value
        title = session.title
        startsAt = Instant.milliseconds(session.startsAt)
        endsAt = Instant.milliseconds(session.endsAt)
        room = session.room
        track = session.track
        // Encoding names and validated emails cannot fail.
        speakers = String(decoding: (try? JSONEncoder().encode(session.speakers)) ?? Data("[]".utf8), as: UTF8.self)
        description = session.description
        capacity = session.capacity
        createdAt = Instant.milliseconds(session.createdAt)
        updatedAt = Instant.milliseconds(session.updatedAt)
    }

    func session() throws(CorruptRow) -> AgendaSession {
        let table = Self.databaseTableName
        guard let list = try? JSONDecoder().decode([Speaker].self, from: Data(speakers.utf8)) else {
            throw CorruptRow(table: table, detail: "'\(speakers)' is not a JSON array of speakers")
        }
        return AgendaSession(id: try StoredValue.identifier(id, table: table), eventID: try StoredValue.identifier(eventID, table: table),
                             handle: try StoredValue.handle(handle, table: table), title: title,
                             startsAt: Instant.date(startsAt), endsAt: Instant.date(endsAt), room: room, track: track,
                             speakers: list, description: description, capacity: capacity,
                             createdAt: Instant.date(createdAt), updatedAt: Instant.date(updatedAt))
    }
}
