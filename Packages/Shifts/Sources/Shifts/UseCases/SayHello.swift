public import Domain
import Foundation

/// The scaffold's sample use case, there to show the shape every use case has: a request in, a
/// response out, `DomainError` thrown, the signed-in user checked inside (a use case, not the
/// App, decides who may do what). Replace it with the feature's first real use case.
public struct SayHello: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: HelloRequest) async throws(DomainError) -> HelloResponse {
        let user = try await dependencies.currentUser.requireUser()
        let name = request.name ?? user.displayName
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .invalid(field: "name", message: "is blank; give a name, or leave it out to be greeted yourself")
        }
        try UserText.validate(name, field: "name", allowingLineBreaks: false)
        return HelloResponse(name: name, greetedAt: dependencies.clock.now())
    }
}
