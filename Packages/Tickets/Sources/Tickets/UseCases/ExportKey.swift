public import Domain

/// `rushday tickets key export EVENT`: the event's public key as a key file, for a door that
/// checks codes without the database. The key pair is made here if the event has none yet. Every
/// member may export it (the door staff need it); the private key is never shown.
public struct ExportKey: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventTicketsRequest) async throws(DomainError) -> KeyResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readTickets)
        let key = try await TicketSigning(dependencies: dependencies).key(for: event)
        return KeyResponse(event: event, keyFile: KeyFile(eventID: event.id, publicKey: key.publicKey))
    }
}
