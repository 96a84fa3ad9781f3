public import Domain

/// `rushday tasks template remove NAME`: only by the account that saved it, since a template
/// belongs to no event whose roles could say who else may.
public struct RemoveTaskTemplate: Sendable {
    private let dependencies: any TasksDependencies

    public init(_ dependencies: any TasksDependencies) {
        self.dependencies = dependencies
    }

    public func execute(name: String) async throws(DomainError) -> TemplateResponse {
        let user = try await dependencies.currentUser.requireUser()
        let template = try await TemplateLookup.named(name, in: dependencies.taskRepository)
        guard template.savedBy == user.id else {
            let owner = try await dependencies.userRepository.find(id: template.savedBy)?.email
            throw .forbidden("only the account that saved \(UserText.quoted(template.name))\(owner.map { " (\($0))" } ?? "") may remove it")
        }
        _ = try await dependencies.taskRepository.removeTaskTemplate(template.id)
        return TemplateResponse(template: template, savedBy: user.email)
    }
}
