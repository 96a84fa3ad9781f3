public import Domain

/// `rushday tickets door add EVENT NAME [--expires DATETIME]`: a door device's link, for the owner
/// and organizers. The link's secret (256 random bits) is returned once; the store keeps its
/// digest, so a lost link is revoked and made anew, never shown again.
public struct AddDoor: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddDoorRequest) async throws(DomainError) -> NewDoorResponse {
        let user = try await dependencies.currentUser.requireUser()
        let event = try await EventAccess(dependencies).event(request.event, as: user, for: .manageTickets)
        let now = dependencies.clock.now()
        let name = try DoorFields.name(request.name)
        let secret = dependencies.tokenGenerator.makeToken()
        let door = DoorLink(id: dependencies.identifierGenerator.make(), eventID: event.id, name: name,
                            secretDigest: dependencies.tokenGenerator.digest(secret),
                            expiresAt: try DoorFields.expiry(request.expires, of: event, now: now), createdBy: user.id, createdAt: now)
        try await AuditTrail.recording("door.add", event: event.id, target: name, at: now,
                                       changes: [AuditChange("expires", old: nil, new: AuditChange.instant(door.expiresAt))]) { () async throws(DomainError) in
            try await dependencies.doorLinkRepository.add(door)
        }
        return NewDoorResponse(event: event, door: DoorView(door, now: now), secret: secret)
    }
}
