public import Domain

/// `rushday mail setup --smtp URL --from "Name <address>" [--public-url URL] [--per-minute N]`.
/// One set-up for the whole store, as an organisation's events share one sender; any signed-in
/// account may change it, and the set-up names who did. A change names only what changes: what
/// is not given stays as it was; the first set-up needs the server, the sender and a public
/// address.
public struct SetUpMail: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: MailSetupRequest, passwordKnown: Bool) async throws(DomainError) -> MailSetupResponse {
        let user = try await dependencies.currentUser.requireUser()
        let current = try await dependencies.mailSettingsRepository.mailSettings()
        guard let server = try request.smtp.map(MailServerAddress.server) ?? current?.server else {
            throw .invalid(field: "smtp", message: "missing; mail is not set up yet: give the server as smtp://USER@HOST:587")
        }
        guard let sender = try request.from.map({ from throws(DomainError) in try MailServerAddress.address(from, field: "from") }) ?? current?.sender else {
            throw .invalid(field: "from", message: "missing; mail is not set up yet: give the sender as \"Name <address>\"")
        }
        let given = try request.publicURL.map { text throws(DomainError) in try PublicAddress.checked(text, field: "public-url").base }
        guard let publicURL = given ?? current?.publicURL ?? request.defaultPublicURL else {
            throw .invalid(field: "public-url", message: "missing; give the address guests reach the web pages at, like https://rsvp.example.org")
        }
        if let perMinute = request.perMinute, perMinute < 1 {
            throw .invalid(field: "per-minute", message: "is \(perMinute); give 1 or more, or leave it out to send as fast as the server takes mail")
        }
        let settings = MailSettings(server: server, sender: sender, perMinute: request.perMinute ?? current?.perMinute, publicURL: publicURL,
                                    updatedBy: user.id, updatedAt: dependencies.clock.now())
        try await dependencies.mailSettingsRepository.save(settings)
        return MailSetupResponse(settings: settings, updatedBy: user.displayName, passwordKnown: passwordKnown)
    }
}
