public import Domain

/// A volunteer's own page, opened with their personal link (`/v/SECRET`): their household's
/// shifts, the places they may take and their hours. The link is the only authority.
public struct ShowVolunteerPage: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(secret: String) async throws(DomainError) -> VolunteerPage {
        try await VolunteerLink(secret: secret, dependencies: dependencies).household(at: dependencies.clock.now()).page
    }
}
