public import Foundation

/// An event's Ed25519 key pair, made the first time the event needs one. The private key stays
/// in the store: only the public key is ever shown.
public struct EventSigningKey: Hashable, Sendable {
    public let eventID: EventID
    public let publicKey: [UInt8]
    public let privateKey: [UInt8]
    public let createdAt: Date

    public init(eventID: EventID, publicKey: [UInt8], privateKey: [UInt8], createdAt: Date) {
        self.eventID = eventID
        self.publicKey = publicKey
        self.privateKey = privateKey
        self.createdAt = createdAt
    }
}

/// A new key pair, raw bytes: 32 of public key, 32 of private seed for Ed25519.
public struct SigningKeyPair: Hashable, Sendable {
    public let publicKey: [UInt8]
    public let privateKey: [UInt8]

    public init(publicKey: [UInt8], privateKey: [UInt8]) {
        self.publicKey = publicKey
        self.privateKey = privateKey
    }
}
