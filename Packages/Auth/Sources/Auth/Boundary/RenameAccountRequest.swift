/// `rushday auth rename`: the name the event's team sees.
public struct RenameAccountRequest: Sendable {
    public var displayName: String

    public init(displayName: String) {
        self.displayName = displayName
    }
}
