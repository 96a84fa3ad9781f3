public import Domain

/// `rushday events publish | complete | cancel EVENT`.
/// Moves an event along draft -> published -> completed (draft or published -> cancelled), as
/// `EventStatus.canMove` allows. Owners and organizers only. An event that has already ended
/// cannot be published: nobody could attend it, so its dates are probably wrong. An event that
/// has not started cannot be completed without `force`: that is more often the wrong event (or
/// wrong dates) than an event that finished early.
public struct ChangeEventStatus: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ChangeEventStatusRequest) async throws(DomainError) -> EventResponse {
        let access = try await EventAccess(dependencies).open(request.event, for: .changeEventStatus)
        var event = access.event
        let target = request.target
        let action = Self.phrase(target, event.handle)
        guard event.status.canMove(to: target) else {
            let next = EventStatus.allCases.filter(event.status.canMove(to:)).map(\.rawValue)
            let rule = next.isEmpty
                ? "a \(event.status) event is final and cannot change status"
                : "a \(event.status) event can only be \(next.joined(separator: " or "))"
            throw .illegalTransition("cannot \(action): it is \(event.status); \(rule)")
        }
        let now = dependencies.clock.now()
        if target == .published, event.endsAt <= now {
            throw .illegalTransition("cannot \(action): it ended \(ZonedTime.display(event.endsAt, in: event.timeZone))", next: .rescheduleEvent(event.handle))
        }
        if target == .completed, now < event.startsAt, !request.force {
            throw .invalid(field: "force", message: "cannot \(action): it has not started yet (it starts \(ZonedTime.display(event.startsAt, in: event.timeZone))); add it to complete the event anyway")
        }
        event.status = target
        event.updatedAt = now
        try await AuditTrail.recording(Self.verb(target), event: event.id, target: event.handle.value, at: now,
                                       changes: [AuditChange("status", old: access.event.status.rawValue, new: target.rawValue)]) { () async throws(DomainError) in
            try await dependencies.eventRepository.update(event)
        }
        return EventResponse(event: event, role: access.role)
    }

    /// The log's action: the command's verb (`events publish` is `event.publish`).
    private static func verb(_ target: EventStatus) -> String {
        switch target {
        case .draft: "event.draft"
        case .published: "event.publish"
        case .completed: "event.complete"
        case .cancelled: "event.cancel"
        }
    }

    private static func phrase(_ target: EventStatus, _ handle: Handle) -> String {
        switch target {
        case .draft: "move '\(handle)' back to draft"
        case .published: "publish '\(handle)'"
        case .completed: "complete '\(handle)'"
        case .cancelled: "cancel '\(handle)'"
        }
    }
}
