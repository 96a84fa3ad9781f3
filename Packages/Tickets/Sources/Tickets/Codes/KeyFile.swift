public import Domain
import Foundation

/// The text `tickets key export` prints and `tickets verify --key` reads, one line:
///
///     rushday-ticket-key v1 <event id> ed25519 <public key, base64>
///
/// It names its event, so a door holding the key of one event says "wrong event" for another's code.
public struct KeyFile: Hashable, Sendable {
    public let eventID: EventID
    public let publicKey: [UInt8]

    static let tag = "rushday-ticket-key"

    public var text: String {
        "\(Self.tag) v1 \(eventID) ed25519 \(Data(publicKey).base64EncodedString())"
    }

    init(eventID: EventID, publicKey: [UInt8]) {
        self.eventID = eventID
        self.publicKey = publicKey
    }

    init(parsing text: String) throws(DomainError) {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 5, words[0] == Self.tag, words[1] == "v1", words[3] == "ed25519",
              let event = EventID(uuidString: String(words[2])),
              let key = Data(base64Encoded: String(words[4])), key.count == 32
        else {
            throw .invalid(field: "key", message: "is not a ticket key file", next: .exportKey)
        }
        self.init(eventID: event, publicKey: Array(key))
    }
}
