/// A form's button: it submits, and may send its own name and value (one button per answer).
public struct Button: Sendable {
    public var label: String
    public var name: String?
    public var value: String?
    public var id: String?
    public var kind: Kind
    /// More on the button: `data-…` for a page's script.
    public var attributes: [Attribute]

    public init(_ label: String, name: String? = nil, value: String? = nil, id: String? = nil, kind: Kind = .primary,
                attributes: [Attribute] = []) {
        self.label = label
        self.name = name
        self.value = value
        self.id = id
        self.kind = kind
        self.attributes = attributes
    }

    public enum Kind: Sendable {
        case primary, secondary, danger
    }
}
