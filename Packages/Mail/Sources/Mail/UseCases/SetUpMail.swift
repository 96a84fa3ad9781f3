public import Domain

/// `rushday mail setup --smtp URL --from "Name <address>" [--public-url URL] [--per-minute N]`.
/// One set-up for the whole store, as an organisation's events share one sender; any signed-in
/// account may change it, and the set-up names who did.
public struct SetUpMail: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: MailSetupRequest, passwordKnown: Bool) async throws(DomainError) -> MailSetupResponse {
        let user = try await dependencies.currentUser.requireUser()
        let server = try MailServerAddress.server(request.smtp)
        let sender = try MailServerAddress.address(request.from, field: "from")
        if let perMinute = request.perMinute, perMinute < 1 {
            throw .invalid(field: "per-minute", message: "is \(perMinute); give 1 or more, or leave it out to send as fast as the server takes mail")
        }
        let settings = MailSettings(server: server, sender: sender, perMinute: request.perMinute, publicURL: request.publicURL,
                                    updatedBy: user.id, updatedAt: dependencies.clock.now())
        try await dependencies.mailSettingsRepository.save(settings)
        return MailSetupResponse(settings: settings, updatedBy: user.displayName, passwordKnown: passwordKnown)
    }
}
