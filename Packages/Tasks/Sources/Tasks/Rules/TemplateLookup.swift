import Domain
import Foundation

/// The template a command names, by name without case.
enum TemplateLookup {
    static func named(_ typed: String, in repository: any TaskRepository) async throws(DomainError) -> TaskTemplate {
        let name = typed.trimmingCharacters(in: .whitespaces)
        guard let template = try await repository.taskTemplates().first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .notFound(field: "template", message: "no template \(UserText.quoted(name))", next: .listTaskTemplates)
        }
        return template
    }
}
