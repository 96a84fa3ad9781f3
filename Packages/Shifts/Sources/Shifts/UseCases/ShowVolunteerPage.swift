public import Domain

/// A volunteer's own page, opened with their personal link (`/v/SECRET`): their household's
/// shifts, the places they may take, their hours, and the check-in code of each of them on a
/// shift. The link is the only authority.
public struct ShowVolunteerPage: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(secret: String) async throws(DomainError) -> VolunteerPage {
        let now = dependencies.clock.now()
        let household = try await VolunteerLink(secret: secret, dependencies: dependencies).household(at: now)
        var page = household.page
        let holders = household.onShifts
        guard !holders.isEmpty else { return page }
        let signer = dependencies.signatureService
        let key = try await dependencies.eventSigningKeyRepository.key(for: household.event.id, making: signer, at: now)
        page.passes = try holders.map { member throws(DomainError) in
            let code = try VolunteerCode.signed(volunteer: member.id, event: household.event.id, key: key, signer: signer).text
            return VolunteerPass(member: HouseholdItems.member(member), code: code, symbol: try dependencies.qrCodeMaker.symbol(for: code))
        }
        return page
    }
}
