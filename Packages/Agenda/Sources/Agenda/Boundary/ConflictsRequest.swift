/// What `rushday agenda conflicts EVENT` asks.
public struct ConflictsRequest: Hashable, Sendable {
    public var event: String
    public var minimumGapMinutes: Int

    public init(event: String, minimumGapMinutes: Int = ConflictRules.defaultMinimumGapMinutes) {
        self.event = event
        self.minimumGapMinutes = minimumGapMinutes
    }
}
