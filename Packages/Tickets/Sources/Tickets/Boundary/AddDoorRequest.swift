/// `rushday tickets door add EVENT NAME [--expires DATETIME]`: a door device's link.
public struct AddDoorRequest: Hashable, Sendable {
    public var event: String
    public var name: String
    /// Read in the event's zone; nil for the event's end plus a day.
    public var expires: String?

    public init(event: String, name: String, expires: String? = nil) {
        self.event = event
        self.name = name
        self.expires = expires
    }
}
