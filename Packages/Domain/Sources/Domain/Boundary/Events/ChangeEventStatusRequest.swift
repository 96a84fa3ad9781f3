/// `rushday events publish | cancel | complete EVENT`.
public struct ChangeEventStatusRequest: Sendable {
    public var event: String
    public var target: EventStatus

    public init(event: String, target: EventStatus) {
        self.event = event
        self.target = target
    }
}
