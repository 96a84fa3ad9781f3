public import Domain

/// `rushday mail setup` alone: the store's mail set-up, for any signed-in account.
public struct ShowMailSetup: Sendable {
    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(passwordKnown: Bool) async throws(DomainError) -> MailSetupResponse {
        _ = try await dependencies.currentUser.requireUser()
        let settings = try await dependencies.mailSettingsRepository.mailSettings()
        var updatedBy: String?
        if let settings { updatedBy = try await dependencies.userRepository.find(id: settings.updatedBy)?.displayName }
        return MailSetupResponse(settings: settings, updatedBy: updatedBy, passwordKnown: passwordKnown)
    }
}
