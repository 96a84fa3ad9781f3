public import Domain

/// `rushday tasks template list`: every template, by name, for anyone signed in.
public struct ListTaskTemplates: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> [TemplateResponse] {
        _ = try await dependencies.currentUser.requireUser()
        var emails: [UserID: EmailAddress] = [:]
        var responses: [TemplateResponse] = []
        for template in try await dependencies.taskRepository.taskTemplates() {
            if emails[template.savedBy] == nil { emails[template.savedBy] = try await dependencies.userRepository.find(id: template.savedBy)?.email }
            responses.append(TemplateResponse(template: template, savedBy: emails[template.savedBy]))
        }
        return responses
    }
}
