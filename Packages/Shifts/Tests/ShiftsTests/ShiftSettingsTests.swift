import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// How an event's volunteering runs (`ShowShiftSettings`, `ChangeShiftSettings`): the lead time
/// of reminders, the no-show limit, sign-up open or closed. Every member sees them; owners and
/// organisers change them; what is not given stays; bad values are refused naming their field;
/// closed sign-up stops a volunteer signing themselves up, not an organiser assigning them; the
/// no-show limit is the one sign-up keeps.
@Suite struct ShiftSettingsTests {
    @Test func theDefaultsShowToEveryMember() async throws {
        let fixture = try await Fixture()
        let defaults = ShiftSettings(remindBefore: 24 * 3600, noShowLimit: 2, signUpOpen: true)
        for user in [fixture.ada, fixture.otto, fixture.stan] {
            fixture.signIn(user)
            let shown = try await fixture.showSettings()
            #expect(shown.event.value == "fest", "\(user.displayName)")
            #expect(shown.settings == defaults, "\(user.displayName)")
        }
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.showSettings() }
    }

    @Test func onlyWhatIsGivenChanges() async throws {
        let fixture = try await Fixture()
        let lead = try await fixture.changeSettings(remindBefore: "3h")
        #expect(lead.event.value == "fest")
        #expect(lead.settings == ShiftSettings(remindBefore: 3 * 3600, noShowLimit: 2, signUpOpen: true))
        let limit = try await fixture.changeSettings(noShowLimit: "3")
        #expect(limit.settings == ShiftSettings(remindBefore: 3 * 3600, noShowLimit: 3, signUpOpen: true))
        let closed = try await fixture.changeSettings(signUp: "closed")
        #expect(closed.settings == ShiftSettings(remindBefore: 3 * 3600, noShowLimit: 3, signUpOpen: false))
        #expect(try await fixture.showSettings() == closed)
        #expect(await fixture.board().settings == closed.settings, "stored")

        // All three at once; written as people type them.
        let all = try await fixture.changeSettings(remindBefore: "1h30m", noShowLimit: " 5 ", signUp: " Open ")
        #expect(all.settings == ShiftSettings(remindBefore: 90 * 60, noShowLimit: 5, signUpOpen: true))
        #expect(try await fixture.changeSettings(remindBefore: "2 days").settings.remindBefore == 2 * 86_400)
        #expect(try await fixture.changeSettings(remindBefore: "90m", noShowLimit: "1").settings
            == ShiftSettings(remindBefore: 90 * 60, noShowLimit: 1, signUpOpen: true))
        #expect(try await fixture.changeSettings(noShowLimit: "100", signUp: "CLOSED").settings
            == ShiftSettings(remindBefore: 90 * 60, noShowLimit: 100, signUpOpen: false))
        // The board's shifts are untouched by any of it.
        let board = await fixture.board()
        #expect(board.shifts.isEmpty && board.volunteers.isEmpty && board.assignments.isEmpty)
    }

    @Test func nothingToChangeIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.changeSettings(remindBefore: "3h")
        let before = await fixture.board()
        await #expect(throws: DomainError.nothingToChange) { try await fixture.changeSettings() }
        // The values it has already.
        await #expect(throws: DomainError.nothingToChange) { try await fixture.changeSettings(remindBefore: "180m") }
        await #expect(throws: DomainError.nothingToChange) {
            try await fixture.changeSettings(remindBefore: "3 hours", noShowLimit: "2", signUp: "open")
        }
        #expect(await fixture.board() == before)
    }

    @Test(arguments: [
        (ShiftSettingsRequest(event: "fest", remindBefore: "soon"), "remind-before"),
        (ShiftSettingsRequest(event: "fest", remindBefore: ""), "remind-before"),
        (ShiftSettingsRequest(event: "fest", remindBefore: "0h"), "remind-before"),
        (ShiftSettingsRequest(event: "fest", remindBefore: "30s"), "remind-before"),
        (ShiftSettingsRequest(event: "fest", remindBefore: "-3h"), "remind-before"),
        (ShiftSettingsRequest(event: "fest", remindBefore: "32 days"), "remind-before"),
        (ShiftSettingsRequest(event: "fest", noShowLimit: "0"), "no-show-limit"),
        (ShiftSettingsRequest(event: "fest", noShowLimit: "101"), "no-show-limit"),
        (ShiftSettingsRequest(event: "fest", noShowLimit: "-1"), "no-show-limit"),
        (ShiftSettingsRequest(event: "fest", noShowLimit: "two"), "no-show-limit"),
        (ShiftSettingsRequest(event: "fest", noShowLimit: "2.5"), "no-show-limit"),
        (ShiftSettingsRequest(event: "fest", noShowLimit: ""), "no-show-limit"),
        (ShiftSettingsRequest(event: "fest", signUp: "maybe"), "sign-up"),
        (ShiftSettingsRequest(event: "fest", signUp: ""), "sign-up"),
        (ShiftSettingsRequest(event: "fest", signUp: "yes"), "sign-up"),
        // A good value beside a bad one changes nothing either.
        (ShiftSettingsRequest(event: "fest", remindBefore: "3h", noShowLimit: "0"), "no-show-limit"),
        (ShiftSettingsRequest(event: "fest", noShowLimit: "3", signUp: "shut"), "sign-up"),
        (ShiftSettingsRequest(event: "fest", remindBefore: "3 fortnights", signUp: "closed"), "remind-before"),
    ])
    func aBadValueIsRefusedNamingItsField(_ request: ShiftSettingsRequest, field: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure { try await ChangeShiftSettings(fixture.dependencies).execute(request) }
        #expect(error?.code == "invalid", "\(String(describing: error))")
        #expect(error?.field == field, "\(String(describing: error))")
        #expect(await fixture.board() == before)
        #expect(try await fixture.showSettings().settings == ShiftSettings())
    }

    @Test func staffAndStrangersChangeNothing() async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await fixture.changeSettings(signUp: "closed") }
        await #expect(throws: staffRefusal) { try await fixture.changeSettings(remindBefore: "3h", noShowLimit: "5") }
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.changeSettings(signUp: "closed") }
        #expect(await fixture.board() == before)
        fixture.signIn(fixture.otto)
        #expect(try await fixture.changeSettings(signUp: "closed").settings.signUpOpen == false, "an organizer may")
    }

    // MARK: - Sign-up closed

    @Test func closedSignUpRefusesAVolunteerButNotAnOrganiser() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera", household: "Lovelace")
        try await fixture.volunteer("Walt", household: "Lovelace")
        let secret = try await fixture.link("1").secret
        try await fixture.changeSettings(signUp: "closed")

        await expectRefused(fixture, field: "shift", words: ["sign-up is closed", "Fest", "organiser"]) {
            try await fixture.signUp(secret, "1")
        }
        await expectRefused(fixture, field: "shift", words: ["sign-up is closed"]) {
            try await fixture.signUp(secret, "1", member: "2")
        }
        // Her page offers the place to nobody of the household.
        #expect(try await fixture.page(secret).open.allSatisfy { $0.takers.isEmpty })

        // An organiser still assigns.
        #expect(try await fixture.assign("1", "1").roles.first?.people.map(\.name) == ["Vera"])
        fixture.signIn(fixture.otto)
        #expect(try await fixture.assign("1", "2").staffing == .full)
        #expect(await fixture.seats() == ["#1 #1 Bar", "#1 #2 Bar"])
    }

    @Test func openedAgainAVolunteerSignsUp() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera")
        let secret = try await fixture.link("1").secret
        try await fixture.changeSettings(signUp: "closed")
        #expect(await failure { try await fixture.signUp(secret, "1") }?.field == "shift")
        try await fixture.changeSettings(signUp: "open")
        #expect(try await fixture.page(secret).place(1, "Bar")?.takers.map(\.name) == ["Vera"], "offered to her again")
        #expect(try await fixture.signUp(secret, "1").role == "Bar")
        #expect(await fixture.seats() == ["#1 #1 Bar"])
    }

    // MARK: - The no-show limit

    /// Four past shifts Vera missed on Friday morning, one ahead on Saturday.
    static func missedFour() async throws -> Fixture {
        let fixture = try await Fixture()
        for hour in [8, 10, 12, 14] {
            try await fixture.shift("Fri \(hour)", "2026-07-10T\(hour):00", "2026-07-10T\(hour + 2):00", needs: ["Bar=1"])
        }
        try await fixture.shift("Sat", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        return fixture
    }

    @Test func aLimitOfOneStopsAfterOneNoShow() async throws {
        let fixture = try await Self.missedFour()
        try await fixture.changeSettings(noShowLimit: "1")
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T09:59+02:00")
        try await fixture.assign("2", "1")  // #1 has not ended yet.
        try fixture.now("2026-07-10T10:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 1)
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "1"]) { try await fixture.assign("5", "1") }
        // Raised to the default again, one no-show no longer stops her.
        try await fixture.changeSettings(noShowLimit: "2")
        #expect(try await fixture.assign("5", "1").staffing == .full)
    }

    @Test func aLimitOfThreeLetsTwoNoShowsThrough() async throws {
        let fixture = try await Self.missedFour()
        try await fixture.changeSettings(noShowLimit: "3")
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        try fixture.now("2026-07-10T12:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 2)
        try await fixture.assign("3", "1")  // Two of three: the default would stop her here.
        try fixture.now("2026-07-10T14:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 3)
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "3"]) { try await fixture.assign("5", "1") }
        // Her own sign-up meets the same limit.
        let secret = try await fixture.link("1").secret
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'"]) { try await fixture.signUp(secret, "5") }
        // Forgiven, she may again.
        try await fixture.forgive("1")
        #expect(try await fixture.signUp(secret, "5").role == "Bar")
    }
}

private extension Fixture {
    func showSettings() async throws -> ShiftSettingsItem {
        try await ShowShiftSettings(dependencies).execute(event: "fest")
    }

    @discardableResult
    func changeSettings(remindBefore: String? = nil, noShowLimit: String? = nil, signUp: String? = nil) async throws -> ShiftSettingsItem {
        try await ChangeShiftSettings(dependencies).execute(ShiftSettingsRequest(event: "fest", remindBefore: remindBefore,
                                                                                 noShowLimit: noShowLimit, signUp: signUp))
    }
}
