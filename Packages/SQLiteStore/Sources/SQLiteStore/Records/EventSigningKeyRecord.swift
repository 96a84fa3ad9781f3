import Domain
import Foundation
import GRDB
import SQLStorage

/// A row of `event_signing_keys`.
struct EventSigningKeyRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "event_signing_keys"

    var eventID: String
    var publicKey: Data
    var privateKey: Data
    var createdAt: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case eventID = "event_id"
        case publicKey = "public_key"
        case privateKey = "private_key"
        case createdAt = "created_at"
    }

    init(_ key: EventSigningKey) {
        eventID = key.eventID.description
        publicKey = Data(key.publicKey)
        privateKey = Data(key.privateKey)
        createdAt = Instant.milliseconds(key.createdAt)
    }

    func signingKey() throws(CorruptRow) -> EventSigningKey {
        EventSigningKey(eventID: try StoredValue.identifier(eventID, table: Self.databaseTableName), publicKey: Array(publicKey),
                        privateKey: Array(privateKey), createdAt: Instant.date(createdAt))
    }
}
