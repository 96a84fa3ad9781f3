/// A titled block of label/value pairs, with an optional status badge beside the title.
public struct Card: Hashable, Sendable {
    public struct Field: Hashable, Sendable {
        public var label: String
        public var value: Cell

        public init(_ label: String, _ value: Cell) {
            self.label = label
            self.value = value
        }
    }

    public var title: String
    public var badge: Badge?
    public var fields: [Field]

    public init(title: String, badge: Badge? = nil, fields: [Field]) {
        self.title = title
        self.badge = badge
        self.fields = fields
    }
}
