public import Domain

/// An event's public key, as `tickets key export` prints it.
public struct KeyResponse: Hashable, Sendable {
    public let event: Event
    public let keyFile: KeyFile

    public init(event: Event, keyFile: KeyFile) {
        self.event = event
        self.keyFile = keyFile
    }
}
