/// One titled block of the dashboard: label/value rows, in order. `key` names it in JSON.
public struct DashboardSection: Hashable, Sendable, Codable {
    public struct Item: Hashable, Sendable, Codable {
        public let label: String
        public let value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public let key: String
    public let title: String
    public let items: [Item]

    public init(key: String, title: String, items: [Item]) {
        self.key = key
        self.title = title
        self.items = items
    }
}
