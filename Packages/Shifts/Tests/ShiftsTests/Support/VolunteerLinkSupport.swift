import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

// MARK: - A volunteer's personal link, as their page uses it

extension Fixture {
    /// Gives volunteer `volunteer` (by number or email) a personal link, as an owner or organiser.
    @discardableResult
    func link(_ volunteer: String, rotate: Bool = false) async throws -> VolunteerLinkItem {
        try await MakeVolunteerLink(dependencies).execute(event: "fest", volunteer: volunteer, rotate: rotate)
    }

    /// The page the link `secret` opens.
    func page(_ secret: String) async throws -> VolunteerPage {
        try await ShowVolunteerPage(dependencies).execute(secret: secret)
    }

    /// Signs up, through the link `secret`, its holder or the member of their household numbered `member`.
    @discardableResult
    func signUp(_ secret: String, _ shift: String, member: String? = nil, role: String? = nil) async throws -> VolunteerSeat {
        try await SignUpForShift(dependencies).execute(VolunteerSeatRequest(secret: secret, shift: shift, member: member, role: role))
    }

    /// Takes, through the link `secret`, its holder or the member numbered `member` off a shift.
    @discardableResult
    func leave(_ secret: String, _ shift: String, member: String? = nil) async throws -> VolunteerSeat {
        try await LeaveShift(dependencies).execute(VolunteerSeatRequest(secret: secret, shift: shift, member: member))
    }

    /// The calendar the link `secret` exports.
    func calendar(_ secret: String) async throws -> VolunteerCalendar {
        try await ExportVolunteerCalendar(dependencies).execute(secret: secret)
    }

    /// The stored volunteer numbered `number`.
    func storedVolunteer(_ number: Int) async -> Volunteer? {
        await board().volunteers.first { $0.number == number }
    }
}

extension VolunteerPage {
    /// "#shift #member role" for each seat of the household, in the page's order.
    var seatNames: [String] { seats.map { "#\($0.shift.number) #\($0.member.number) \($0.role)" } }

    /// "#shift role" for each open place, in the page's order.
    var openNames: [String] { open.map { "#\($0.shift.number) \($0.role)" } }

    /// The open place of shift `number` in `role`.
    func place(_ number: Int, _ role: String) -> OpenPlace? {
        open.first { $0.shift.number == number && $0.role == role }
    }
}

/// `body` is refused with a `code` error on `field` whose words contain each of `words`, and
/// the whole stored board is as it was before.
func expectRefused<T>(_ fixture: Fixture, field: String, code: String = "invalid", words: [String] = [],
                      sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> T) async {
    let before = await fixture.board()
    let error = await failure(body)
    #expect(error?.code == code, "\(String(describing: error))", sourceLocation: sourceLocation)
    #expect(error?.field == field, "\(String(describing: error))", sourceLocation: sourceLocation)
    for word in words {
        #expect(error?.words.contains(word) == true, "\(String(describing: error)) should say \(word)", sourceLocation: sourceLocation)
    }
    #expect(await fixture.board() == before, "a refusal changes nothing", sourceLocation: sourceLocation)
}
