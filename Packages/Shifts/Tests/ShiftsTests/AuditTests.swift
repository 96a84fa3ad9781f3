import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Every change to the fest's volunteering leaves one entry in its log (`AuditTrail`): what
/// was done, to which shift, volunteer or role, and the fields it changed; a refusal leaves none.
@Suite struct AuditTests {
    // MARK: - Roles

    @Test func addingAndRemovingARoleIsLogged() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.logged { try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Kitchen")) }
        #expect(added.action == "volunteer-role.add" && added.target == "Kitchen")
        #expect(added.changes == [AuditChange("needs-approval", old: nil, new: "no")])
        await fixture.refusedUnlogged { try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "kitchen")) }

        let removed = try await fixture.logged { try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "kitchen") }
        #expect(removed.action == "volunteer-role.remove" && removed.target == "Kitchen" && removed.changes.isEmpty)
        await fixture.refusedUnlogged { try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Kitchen") }
    }

    // MARK: - Shifts

    @Test func addingAShiftLogsItsFields() async throws {
        let fixture = try await Fixture()
        let entry = try await fixture.logged { try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2", "Door=1"], place: "Tent") }
        #expect(entry.action == "shift.add" && entry.target == "#1")
        #expect(entry.changes == [
            AuditChange("title", old: nil, new: "Bar"), AuditChange("place", old: nil, new: "Tent"),
            AuditChange("starts", old: nil, new: try iso("2026-07-10T10:00+02:00")), AuditChange("ends", old: nil, new: try iso("2026-07-10T14:00+02:00")),
            AuditChange("need", old: nil, new: "Bar=2, Door=1"),
        ])
        // A role the board does not have is refused in the store's transaction: nothing logged.
        await fixture.refusedUnlogged { try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Kitchen=1"]) }
    }

    @Test func aSeriesIsOneEntryNamingEveryShift() async throws {
        let fixture = try await Fixture()
        let entry = try await fixture.logged {
            try await fixture.series("Bar", from: "2026-07-10T10:00", until: "2026-07-10T16:00", every: "2h", length: "90m", needs: ["Bar=1"])
        }
        #expect(entry.action == "shifts.series" && entry.target == "#1 #2 #3")
        #expect(entry.changes == [
            AuditChange("title", old: nil, new: "Bar"),
            AuditChange("from", old: nil, new: try iso("2026-07-10T10:00+02:00")), AuditChange("until", old: nil, new: try iso("2026-07-10T16:00+02:00")),
            AuditChange("every", old: nil, new: "2h"), AuditChange("length", old: nil, new: "90m"), AuditChange("need", old: nil, new: "Bar=1"),
        ])
        await fixture.refusedUnlogged {
            try await fixture.series("Bar", from: "2026-07-10T10:00", until: "2026-07-10T16:00", every: "2h", length: "2h", needs: ["Kitchen=1"])
        }
    }

    @Test func anUpdateLogsOnlyWhatChanged() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        let entry = try await fixture.logged { try await fixture.update("1", title: "Bar, late", place: "Tent", needs: ["Bar=3"]) }
        #expect(entry.action == "shift.update" && entry.target == "#1")
        #expect(entry.changes == [
            AuditChange("title", old: "Bar", new: "Bar, late"), AuditChange("place", old: nil, new: "Tent"),
            AuditChange("need", old: "Bar=2", new: "Bar=3"),
        ])
        await fixture.refusedUnlogged { try await fixture.update("1", title: "Bar, late") }
    }

    @Test func cancellingAShiftIsLogged() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00")
        let entry = try await fixture.logged { try await fixture.cancel("#1") }
        #expect(entry.action == "shift.cancel" && entry.target == "#1")
        #expect(entry.changes == [AuditChange("cancelled", old: nil, new: AuditChange.instant(fixture.dependencies.fixedClock.now()))])
        await fixture.refusedUnlogged { try await fixture.cancel("1") }
    }

    @Test func importingShiftsIsOneEntry() async throws {
        let fixture = try await Fixture()
        let rows = [["title", "starts", "ends", "needs"], ["Bar", "2026-07-10T10:00", "2026-07-10T12:00", "Bar=1"],
                    ["Door", "2026-07-10T12:00", "2026-07-10T14:00", "Door=1"]]
        let entry = try await fixture.logged { try await ImportShifts(fixture.dependencies).execute(event: "fest", source: InMemoryTableSource(rows)) }
        #expect(entry.action == "shifts.import" && entry.target == "#1 #2")
        #expect(entry.changes == [AuditChange("count", old: nil, new: "2")])
        await fixture.refusedUnlogged {
            try await ImportShifts(fixture.dependencies).execute(event: "fest", source: InMemoryTableSource(rows + [["Kitchen", "2026-07-10T12:00", "2026-07-10T14:00", "Kitchen=1"]]))
        }
    }

    @Test func settingsLogWhatChanged() async throws {
        let fixture = try await Fixture()
        let settings = ShiftSettingsRequest(event: "fest", remindBefore: "90m", noShowLimit: "2", signUp: "closed")
        let entry = try await fixture.logged { try await ChangeShiftSettings(fixture.dependencies).execute(settings) }
        #expect(entry.action == "shift-settings.update" && entry.target == "fest")
        #expect(entry.changes == [AuditChange("remind-before", old: "24h", new: "90m"), AuditChange("sign-up", old: "open", new: "closed")])
        await fixture.refusedUnlogged { try await ChangeShiftSettings(fixture.dependencies).execute(settings) }
    }

    // MARK: - Volunteers

    @Test func addingAndApprovingAVolunteerIsLogged() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.logged { try await fixture.volunteer("Vera", roles: ["Bar", "Door"], email: "vera@example.org", household: "V") }
        #expect(added.action == "volunteer.add" && added.target == "#1")
        #expect(added.changes == [
            AuditChange("name", old: nil, new: "Vera"), AuditChange("email", old: nil, new: "vera@example.org"),
            AuditChange("role", old: nil, new: "Bar, Door (not approved)"), AuditChange("household", old: nil, new: "V"),
        ])
        await fixture.refusedUnlogged { try await fixture.volunteer("Vera again", email: "vera@example.org") }

        let approved = try await fixture.logged { try await fixture.approve("1", "Door") }
        #expect(approved.action == "volunteer.approve" && approved.target == "#1")
        #expect(approved.changes == [AuditChange("role", old: "Bar, Door (not approved)", new: "Bar, Door")])
        await fixture.refusedUnlogged { try await fixture.approve("1", "Door") }
    }

    @Test func importingVolunteersIsOneEntry() async throws {
        let fixture = try await Fixture()
        let rows = [["name", "roles"], ["Vera", "Bar"], ["Walt", "Bar; Door"]]
        let entry = try await fixture.logged { try await ImportVolunteers(fixture.dependencies).execute(event: "fest", source: InMemoryTableSource(rows)) }
        #expect(entry.action == "volunteers.import" && entry.target == "#1 #2")
        #expect(entry.changes == [AuditChange("count", old: nil, new: "2")])
        await fixture.refusedUnlogged {
            try await ImportVolunteers(fixture.dependencies).execute(event: "fest", source: InMemoryTableSource(rows + [["Xena", "Kitchen"]]))
        }
    }

    @Test func aLinkIsLoggedInWordsNeverItsSecret() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        var secret = ""
        let made = try await fixture.logged { secret = try await fixture.link("1").secret }
        #expect(made.action == "volunteer.link" && made.target == "#1")
        #expect(made.changes == [AuditChange("link", old: nil, new: "made")])
        await fixture.refusedUnlogged { try await fixture.link("1") }

        let rotated = try await fixture.logged { secret = try await fixture.link("1", rotate: true).secret }
        #expect(rotated.changes == [AuditChange("link", old: "made", new: "rotated")])
        let digest = fixture.dependencies.tokens.digest(secret)
        for entry in await fixture.log() {
            let words = [entry.target] + entry.changes.flatMap { [$0.old, $0.new].compactMap { $0 } }
            #expect(!words.contains { $0.contains(secret) || $0.contains(digest) })
        }
    }

    // MARK: - Who is on which shift

    @Test func assigningAndUnassigningIsLogged() async throws {
        let fixture = try await Self.crew()
        let assigned = try await fixture.logged { try await fixture.assign("1", "1") }
        #expect(assigned.action == "shift.assign" && assigned.target == "#1")
        #expect(assigned.changes == [AuditChange("volunteer", old: nil, new: "#1 Vera"), AuditChange("role", old: nil, new: "Bar")])
        await fixture.refusedUnlogged { try await fixture.assign("1", "1") }

        let unassigned = try await fixture.logged { try await fixture.unassign("1", "1") }
        #expect(unassigned.action == "shift.unassign" && unassigned.target == "#1")
        #expect(unassigned.changes == [AuditChange("volunteer", old: "#1 Vera", new: nil), AuditChange("role", old: "Bar", new: nil)])
        await fixture.refusedUnlogged { try await fixture.unassign("1", "1") }
    }

    @Test func checkingInAndOutIsLogged() async throws {
        let fixture = try await Self.crew()
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T10:30+02:00")
        let checkedIn = try await fixture.logged { try await fixture.checkIn("1", "1", at: "2026-07-10T10:15") }
        #expect(checkedIn.action == "shift.checkin" && checkedIn.target == "#1")
        #expect(checkedIn.changes == [AuditChange("volunteer", old: nil, new: "#1 Vera"), AuditChange("at", old: nil, new: try iso("2026-07-10T10:15+02:00"))])
        await fixture.refusedUnlogged { try await fixture.checkIn("1", "1") }

        try fixture.now("2026-07-10T13:00+02:00")
        let checkedOut = try await fixture.logged { try await fixture.checkOut("1", "1") }
        #expect(checkedOut.action == "shift.checkout" && checkedOut.target == "#1")
        #expect(checkedOut.changes == [AuditChange("volunteer", old: nil, new: "#1 Vera"), AuditChange("at", old: nil, new: try iso("2026-07-10T13:00+02:00"))])
        await fixture.refusedUnlogged { try await fixture.checkOut("1", "1") }
    }

    @Test func excusingAndForgivingNoShowsIsLogged() async throws {
        let fixture = try await Self.crew()
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        try fixture.now("2026-07-10T15:00+02:00")
        let excused = try await fixture.logged { try await fixture.excuse("1", "1") }
        #expect(excused.action == "shift.excuse" && excused.target == "#1")
        #expect(excused.changes == [AuditChange("volunteer", old: nil, new: "#1 Vera"),
                                    AuditChange("excused", old: nil, new: AuditChange.instant(fixture.dependencies.fixedClock.now()))])
        await fixture.refusedUnlogged { try await fixture.excuse("1", "1") }

        let forgiven = try await fixture.logged { try await fixture.forgive("1") }
        #expect(forgiven.action == "volunteer.forgive" && forgiven.target == "#1")
        #expect(forgiven.changes == [AuditChange("forgiven", old: nil, new: "#2")], "the excused shift is no no-show to forgive")
        await fixture.refusedUnlogged { try await fixture.forgive("1") }
    }

    // MARK: - Through a volunteer's link, and at the door

    @Test func aVolunteersOwnSignUpIsLoggedAsTheirs() async throws {
        let fixture = try await Self.crew()
        let secret = try await fixture.link("1").secret
        let signedUp = try await fixture.logged {
            try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) { try await fixture.signUp(secret, "1") }
        }
        #expect(signedUp.action == "shift.assign" && signedUp.target == "#1")
        #expect(signedUp.changes == [AuditChange("volunteer", old: nil, new: "#1 Vera"), AuditChange("role", old: nil, new: "Bar")])
        #expect(signedUp.actor == .volunteer(name: "Vera") && signedUp.via == .link)
        await fixture.refusedUnlogged { try await fixture.signUp(secret, "1") }

        let left = try await fixture.logged {
            try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) { try await fixture.leave(secret, "1") }
        }
        #expect(left.action == "shift.unassign" && left.target == "#1")
        #expect(left.changes == [AuditChange("volunteer", old: "#1 Vera", new: nil), AuditChange("role", old: "Bar", new: nil)])
        #expect(left.actor == .volunteer(name: "Vera") && left.via == .link)
        await fixture.refusedUnlogged { try await fixture.leave(secret, "1") }
    }

    @Test func aDoorsScanIsLoggedAsTheDoors() async throws {
        let fixture = try await Self.crew()
        try await fixture.assign("1", "1")
        let code = try await fixture.code(of: 1)
        try await fixture.addDoorLink("Front", secret: "front-door-secret")
        try fixture.now("2026-07-10T09:30+02:00")
        fixture.signIn(nil)
        let entry = try await fixture.logged {
            try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) { try await fixture.scan(code, by: fixture.atDoor("front-door-secret")) }
        }
        #expect(entry.action == "volunteer.check-in" && entry.target == "#1")
        #expect(entry.changes == [AuditChange("shift", old: nil, new: "#1"), AuditChange("at", old: nil, new: try iso("2026-07-10T09:30+02:00"))])
        #expect(entry.actor == .door(name: "Front") && entry.via == .door)
        await fixture.refusedUnlogged { try await fixture.scan(code, by: fixture.atDoor("front-door-secret")) }

        try fixture.now("2026-07-10T12:00+02:00")
        let exit = try await fixture.logged { try await fixture.scan(code, .exit, by: fixture.atDoor("front-door-secret")) }
        #expect(exit.action == "volunteer.check-out" && exit.target == "#1")
        #expect(exit.changes == [AuditChange("shift", old: nil, new: "#1"), AuditChange("at", old: nil, new: try iso("2026-07-10T12:00+02:00"))])
    }

    /// Shifts #1 (10:00 to 12:00) and #2 (12:00 to 14:00) on the fest's Friday, each needing two
    /// of Bar; Vera (#1) holds Bar.
    static func crew() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00")
        try await fixture.shift("Bar", "2026-07-10T12:00", "2026-07-10T14:00")
        try await fixture.volunteer("Vera")
        return fixture
    }
}

extension Fixture {
    /// The fest's log, in the order written.
    func log() async -> [AuditEntry] {
        await store.auditEntries(of: event.id, since: nil, actor: nil, about: nil)
    }

    /// The one entry `body` left in the fest's log.
    func logged<T>(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> T) async throws -> AuditEntry {
        let before = await log()
        _ = try await body()
        let after = await log()
        #expect(after.count == before.count + 1, "one entry, not \(after.count - before.count): \(after.dropFirst(before.count))",
                sourceLocation: sourceLocation)
        return try #require(after.last, sourceLocation: sourceLocation)
    }

    /// `body` is refused and leaves the log as it was.
    func refusedUnlogged<T>(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> T) async {
        let before = await log()
        let error = await failure(body)
        #expect(error != nil, "refused", sourceLocation: sourceLocation)
        #expect(await log() == before, "a refusal logs nothing", sourceLocation: sourceLocation)
    }
}

/// An instant as the log shows it.
private func iso(_ text: String) throws -> String? {
    AuditChange.instant(try Fixture.instant(text))
}
