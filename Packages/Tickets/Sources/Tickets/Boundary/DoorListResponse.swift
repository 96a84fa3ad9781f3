public import Domain
public import Foundation

/// What a door keeps to go on without the store (`tickets door snapshot`, the page's offline
/// list): the event's public key, to verify codes, and every ticket with its holder, type,
/// whether it is cancelled and whether it is inside, as of `madeAt`.
public struct DoorListResponse: Hashable, Sendable {
    public let event: Event
    public let publicKey: [UInt8]
    public let tickets: [DoorTicket]
    public let madeAt: Date
}
