import Foundation
import Testing

/// Volunteer shifts through the built binary on both stores: a weekend's roles, shifts and
/// volunteers planned, staffed, worked and counted; every refusal of `shifts assign` and every
/// command's bad input as one stderr line with the store left as it was; staff at the door and
/// strangers; two `assign` processes racing for the last place.
///
/// The binary's clock cannot be moved, so the weekend is a past one (Friday 12 to Sunday 14 June
/// 2026 in Berlin, +02:00): every shift has ended, so a volunteer never checked in is a no-show
/// and a check-in may be given with `--at`.
@Suite struct ShiftsFlowTests {
    /// What the CSV of `shifts hours` and `shifts volunteers list` is headed with: VolunteerJSON.keys.
    static let volunteerKeys = ["event", "number", "name", "email", "phone", "household", "roles", "shifts", "noShows", "hours"]

    /// The line a command that may not change the shifts refuses staff with.
    static let staffRefusal = "rushday: role: staff cannot change the event's shifts and volunteers; ask the event's owner or an organizer"

    /// What a command naming an event the user is not a member of (or that does not exist) says.
    static func missingEvent(_ handle: String) -> String {
        "rushday: event: no event '\(handle)' among yours; see your events with 'rushday events list'"
    }

    /// "fest", Friday 12 June 2026 16:00 to Sunday 14 June 20:00 in Berlin, owned by Ada, who is
    /// signed in.
    private func fest(_ backend: Backend) throws -> RushDayProcess {
        let rushday = try RushDayProcess(backend: backend)
        try rushday.signUp("ada@example.org", name: "Ada")
        try run(rushday, ["events", "create", "Fest", "--starts", "2026-06-12T16:00", "--ends", "2026-06-14T20:00", "--timezone", "Europe/Berlin"])
        return rushday
    }

    private func run(_ rushday: RushDayProcess, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try rushday.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)", sourceLocation: sourceLocation)
    }

    private func json(_ rushday: RushDayProcess, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
        try ConfEvent.json(try rushday.run(arguments + ["--format", "json"]), sourceLocation: sourceLocation)
    }

    private func object(_ rushday: RushDayProcess, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(try json(rushday, arguments, sourceLocation: sourceLocation) as? [String: Any], "\(arguments)", sourceLocation: sourceLocation)
    }

    private func objects(_ rushday: RushDayProcess, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(try json(rushday, arguments, sourceLocation: sourceLocation) as? [[String: Any]], "\(arguments)", sourceLocation: sourceLocation)
    }

    private func shifts(_ rushday: RushDayProcess, _ extra: [String] = []) throws -> [[String: Any]] {
        try objects(rushday, ["shifts", "list", "fest"] + extra)
    }

    /// The shift's roles by name.
    private func roles(of shift: [String: Any]) -> [String: [String: Any]] {
        Dictionary(uniqueKeysWithValues: (shift["roles"] as? [[String: Any]] ?? []).map { ($0["role"] as? String ?? "", $0) })
    }

    /// The people on the shift in a role, by number.
    private func people(_ shift: [String: Any], _ role: String) -> [Int: [String: Any]] {
        Dictionary(uniqueKeysWithValues: (roles(of: shift)[role]?["volunteers"] as? [[String: Any]] ?? []).map { ($0["number"] as? Int ?? 0, $0) })
    }

    /// The store as the commands show it and as its rows are: equal snapshots mean nothing changed.
    private func snapshot(_ rushday: RushDayProcess, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let listed = try rushday.run(["shifts", "list", "fest", "--format", "json"])
        let volunteers = try rushday.run(["shifts", "volunteers", "list", "fest", "--format", "json"])
        #expect(listed.status == 0 && volunteers.status == 0, "\(listed.stderr)\(volunteers.stderr)", sourceLocation: sourceLocation)
        return [listed.stdout, volunteers.stdout, try rushday.dump(excluding: ["sessions", "sign_in_throttles"])]
    }

    /// What a refusal's one stderr line must be: exactly this line, or a line holding this text.
    enum Said {
        case line(String)
        case containing(String)
    }

    private func expectRefused(_ outcome: RushDayProcess.Outcome, _ status: Int32, _ said: Said, _ arguments: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) {
        outcome.expectFailure(status, mentioning: [], sourceLocation: sourceLocation)
        #expect(outcome.stdout.isEmpty, "\(arguments) printed: \(outcome.stdout)", sourceLocation: sourceLocation)
        switch said {
        case let .line(line):
            #expect(outcome.stderr == line + "\n", "\(arguments)", sourceLocation: sourceLocation)
        case let .containing(text):
            #expect(outcome.stderr.contains(text), "\(arguments): '\(text)' missing from \(outcome.stderr)", sourceLocation: sourceLocation)
        }
    }

    /// RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks.
    static func csvRows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var cell = ""
        var quoted = false
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quoted {
                if character == "\"" {
                    if index < characters.count, characters[index] == "\"" {
                        cell.append("\"")
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    cell.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",": row.append(cell); cell = ""
            case "\n", "\r\n": row.append(cell); rows.append(row); row = []; cell = ""
            default: cell.append(character)
            }
        }
        if !cell.isEmpty || !row.isEmpty { row.append(cell); rows.append(row) }
        return rows
    }

    // MARK: - Done when

    /// Done when: an organiser adds roles (one needing approval), publishes a weekend's shifts
    /// one by one and as a series, adds volunteers, approves one, puts them on shifts, sees what
    /// is understaffed and what each day holds, checks them in and out, sees a no-show, excuses
    /// one, and exports the hours as CSV.
    @Test(arguments: Backend.allCases) func aWeekendIsPlannedStaffedWorkedAndCounted(backend: Backend) throws {
        let rushday = try fest(backend)

        // Roles: Bar for anyone, Door only once an organiser approves.
        let bar = try object(rushday, ["shifts", "roles", "add", "fest", "Bar"])
        #expect(bar["name"] as? String == "Bar" && bar["needsApproval"] as? Bool == false && bar["event"] as? String == "fest", "\(bar)")
        let door = try object(rushday, ["shifts", "roles", "add", "fest", "Door", "--needs-approval"])
        #expect(door["name"] as? String == "Door" && door["needsApproval"] as? Bool == true, "\(door)")

        // Friday: two shifts added one by one, in the event's zone, shown with its offset.
        let setUp = try object(rushday, ["shifts", "add", "fest", "Set-up", "--starts", "2026-06-12 14:00", "--ends", "2026-06-12 18:00",
                                         "--place", "Main tent", "--need", "Bar=2"])
        #expect(setUp["number"] as? Int == 1 && setUp["title"] as? String == "Set-up" && setUp["place"] as? String == "Main tent")
        #expect(setUp["starts"] as? String == "2026-06-12T14:00:00+02:00" && setUp["ends"] as? String == "2026-06-12T18:00:00+02:00", "\(setUp)")
        #expect(setUp["cancelled"] as? Bool == false && setUp["staffing"] as? String == "empty")
        let setUpBar = try #require(roles(of: setUp)["Bar"])
        #expect(setUpBar["need"] as? Int == 2 && setUpBar["taken"] as? Int == 0 && setUpBar["staffing"] as? String == "empty", "\(setUpBar)")
        let evening = try object(rushday, ["shifts", "add", "fest", "Evening", "--starts", "2026-06-12T18:00", "--ends", "2026-06-12T23:00",
                                           "--need", "Door=1", "--need", "bar=1"])
        #expect(evening["number"] as? Int == 2 && evening["place"] is NSNull)
        #expect(evening["starts"] as? String == "2026-06-12T18:00:00+02:00" && evening["ends"] as? String == "2026-06-12T23:00:00+02:00")
        #expect((evening["roles"] as? [[String: Any]])?.map { $0["role"] as? String } == ["Door", "Bar"], "\(evening)")

        // Saturday and Sunday: a series every 12 hours of 4-hour shifts, each ending by Sunday 18:00.
        let series = try objects(rushday, ["shifts", "series", "fest", "Bar", "--from", "2026-06-13 10:00", "--until", "2026-06-14 18:00",
                                           "--every", "12h", "--length", "4h", "--place", "Main tent", "--need", "Bar=2"])
        #expect(series.count == 3, "\(series)")
        #expect(series.map { $0["number"] as? Int } == [3, 4, 5])
        #expect(series.map { $0["starts"] as? String } == ["2026-06-13T10:00:00+02:00", "2026-06-13T22:00:00+02:00", "2026-06-14T10:00:00+02:00"])
        #expect(series.map { $0["ends"] as? String } == ["2026-06-13T14:00:00+02:00", "2026-06-14T02:00:00+02:00", "2026-06-14T14:00:00+02:00"])
        #expect(series.allSatisfy { $0["title"] as? String == "Bar" && $0["place"] as? String == "Main tent" && $0["staffing"] as? String == "empty" })

        // Volunteers: a household of two, one asking for the door; and one more.
        let ann = try object(rushday, ["shifts", "volunteers", "add", "fest", "Ann Smith", "--email", "ann@example.org", "--role", "Bar", "--household", "Smith"])
        #expect(ann["number"] as? Int == 1 && ann["name"] as? String == "Ann Smith" && ann["email"] as? String == "ann@example.org")
        #expect(ann["household"] as? String == "Smith" && ann["phone"] is NSNull && (ann["shifts"] as? [Int])?.isEmpty == true && ann["noShows"] as? Int == 0)
        #expect((ann["roles"] as? [[String: Any]])?.map { $0["role"] as? String } == ["Bar"], "\(ann)")
        #expect((ann["roles"] as? [[String: Any]])?.map { $0["approved"] as? Bool } == [true], "\(ann)")
        let bob = try object(rushday, ["shifts", "volunteers", "add", "fest", "Bob Smith", "--email", "bob@example.org", "--role", "Bar",
                                       "--role", "Door", "--household", "Smith", "--phone", "+49 30 1234567"])
        #expect(bob["number"] as? Int == 2 && bob["household"] as? String == "Smith" && bob["phone"] as? String == "+49 30 1234567")
        #expect((bob["roles"] as? [[String: Any]])?.map { $0["approved"] as? Bool } == [true, false], "Door waits for approval: \(bob)")
        let cleo = try object(rushday, ["shifts", "volunteers", "add", "fest", "Cleo Park", "--role", "bar", "--role", "door"])
        #expect(cleo["number"] as? Int == 3 && cleo["email"] is NSNull && cleo["household"] is NSNull)
        #expect((cleo["roles"] as? [[String: Any]])?.map { $0["role"] as? String } == ["Bar", "Door"], "roles by their own names: \(cleo)")
        let doorBefore = try #require(try objects(rushday, ["shifts", "roles", "list", "fest"]).first { $0["name"] as? String == "Door" })
        #expect(doorBefore["volunteers"] as? Int == 2 && doorBefore["approved"] as? Int == 0, "\(doorBefore)")

        // Bob is approved for the door (by email, the role in any case).
        let approved = try object(rushday, ["shifts", "volunteers", "approve", "fest", "bob@example.org", "door"])
        #expect((approved["roles"] as? [[String: Any]])?.map { $0["approved"] as? Bool } == [true, true], "\(approved)")
        let doorAfter = try #require(try objects(rushday, ["shifts", "roles", "list", "fest"]).first { $0["name"] as? String == "Door" })
        #expect(doorAfter["volunteers"] as? Int == 2 && doorAfter["approved"] as? Int == 1, "\(doorAfter)")

        // Assignments: by number or email, the role found when only one fits, named when two do.
        try run(rushday, ["shifts", "assign", "fest", "1", "ann@example.org"])
        let fullSetUp = try object(rushday, ["shifts", "assign", "fest", "#1", "2"])
        #expect(fullSetUp["staffing"] as? String == "full" && people(fullSetUp, "Bar").keys.sorted() == [1, 2], "\(fullSetUp)")
        try run(rushday, ["shifts", "assign", "fest", "2", "bob@example.org", "--role", "Door"])
        // Ann's Friday shifts meet at 18:00 without overlapping.
        try run(rushday, ["shifts", "assign", "fest", "2", "1"])
        try run(rushday, ["shifts", "assign", "fest", "3", "#3"])

        let listed = try shifts(rushday)
        #expect(listed.map { $0["number"] as? Int } == [1, 2, 3, 4, 5], "in start order")
        #expect(listed.map { $0["staffing"] as? String } == ["full", "full", "partial", "empty", "empty"], "\(listed)")
        let understaffed = try shifts(rushday, ["--understaffed"])
        #expect(understaffed.map { $0["number"] as? Int } == [3, 4, 5] && understaffed.map { $0["staffing"] as? String } == ["partial", "empty", "empty"])
        #expect(try shifts(rushday, ["--day", "1"]).map { $0["number"] as? Int } == [1, 2])
        #expect(try shifts(rushday, ["--day", "2"]).map { $0["number"] as? Int } == [3, 4], "a shift is on the day it starts")
        #expect(try shifts(rushday, ["--day", "3"]).map { $0["number"] as? Int } == [5])
        #expect(try shifts(rushday, ["--day", "4"]).isEmpty)
        #expect(try shifts(rushday, ["--day", "2", "--understaffed"]).map { $0["number"] as? Int } == [3, 4])

        // The staffing of each role, empty, partial or full.
        let saturday = try object(rushday, ["shifts", "show", "fest", "3"])
        let saturdayBar = try #require(roles(of: saturday)["Bar"])
        #expect(saturday["staffing"] as? String == "partial" && saturdayBar["need"] as? Int == 2 && saturdayBar["taken"] as? Int == 1)
        #expect(saturdayBar["staffing"] as? String == "partial" && people(saturday, "Bar")[3]?["name"] as? String == "Cleo Park", "\(saturday)")
        let night = try object(rushday, ["shifts", "show", "fest", "#4"])
        #expect(night["staffing"] as? String == "empty" && roles(of: night)["Bar"]?["staffing"] as? String == "empty" && roles(of: night)["Bar"]?["taken"] as? Int == 0)
        let friday = try object(rushday, ["shifts", "show", "fest", "2"])
        #expect(friday["staffing"] as? String == "full" && roles(of: friday)["Door"]?["staffing"] as? String == "full" && roles(of: friday)["Bar"]?["staffing"] as? String == "full")
        #expect(people(friday, "Door").keys.sorted() == [2] && people(friday, "Bar").keys.sorted() == [1], "\(friday)")

        // Check-in and check-out at given times.
        let inAnn = try object(rushday, ["shifts", "checkin", "fest", "1", "1", "--at", "2026-06-12 13:55"])
        #expect(people(inAnn, "Bar")[1]?["checkedIn"] as? String == "2026-06-12T13:55:00+02:00" && people(inAnn, "Bar")[1]?["checkedOut"] is NSNull, "\(inAnn)")
        let outAnn = try object(rushday, ["shifts", "checkout", "fest", "1", "ann@example.org", "--at", "2026-06-12 18:10"])
        #expect(people(outAnn, "Bar")[1]?["checkedOut"] as? String == "2026-06-12T18:10:00+02:00", "\(outAnn)")
        try run(rushday, ["shifts", "checkin", "fest", "1", "bob@example.org", "--at", "2026-06-12T14:05"])
        try run(rushday, ["shifts", "checkout", "fest", "1", "2", "--at", "2026-06-12 17:35"])
        try run(rushday, ["shifts", "checkin", "fest", "#3", "#3", "--at", "2026-06-13 10:00"])
        try run(rushday, ["shifts", "checkout", "fest", "3", "3", "--at", "2026-06-13 14:30"])
        let setUpWorked = people(try object(rushday, ["shifts", "show", "fest", "1"]), "Bar")
        #expect(setUpWorked.values.allSatisfy { $0["noShow"] as? Bool == false && $0["excused"] as? Bool == false }, "\(setUpWorked)")

        // Friday evening ended with nobody checked in: two no-shows; Bob is excused.
        let missed = try object(rushday, ["shifts", "show", "fest", "2"])
        #expect(people(missed, "Door")[2]?["noShow"] as? Bool == true && people(missed, "Bar")[1]?["noShow"] as? Bool == true, "\(missed)")
        let excused = try object(rushday, ["shifts", "excuse", "fest", "2", "bob@example.org"])
        #expect(people(excused, "Door")[2]?["noShow"] as? Bool == false && people(excused, "Door")[2]?["excused"] as? Bool == true, "\(excused)")
        #expect(people(excused, "Bar")[1]?["noShow"] as? Bool == true && people(excused, "Bar")[1]?["excused"] as? Bool == false)

        let volunteers = try objects(rushday, ["shifts", "volunteers", "list", "fest"])
        #expect(volunteers.map { $0["number"] as? Int } == [1, 2, 3])
        #expect(volunteers.map { $0["shifts"] as? [Int] } == [[1, 2], [1, 2], [3]], "\(volunteers)")
        #expect(volunteers.map { $0["noShows"] as? Int } == [1, 0, 0], "\(volunteers)")
        #expect(volunteers.map { $0["hours"] as? Double } == [4.25, 3.5, 4.5], "\(volunteers)")

        // Hours as CSV: the JSON's keys as its header, and each one's hours the time between the
        // check-ins and check-outs the shifts show.
        let csv = try rushday.run(["shifts", "hours", "fest", "--format", "csv"])
        #expect(csv.status == 0 && csv.stderr.isEmpty, "\(csv.stderr)")
        let rows = Self.csvRows(csv.stdout)
        let header = try #require(rows.first)
        #expect(header == Self.volunteerKeys, "\(csv.stdout)")
        let hoursJSON = try objects(rushday, ["shifts", "hours", "fest"])
        #expect(hoursJSON.allSatisfy { Set($0.keys) == Set(header) }, "the CSV's columns are the JSON's keys: \(hoursJSON)")
        let body = Array(rows.dropFirst())
        #expect(body.count == 3 && body.allSatisfy { $0.count == header.count }, "\(rows)")
        let column = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        func cell(_ row: [String], _ key: String) -> String { column[key].flatMap { $0 < row.count ? row[$0] : nil } ?? "" }

        var worked: [Int: TimeInterval] = [:]
        let instant = ISO8601DateFormatter()
        for number in 1...5 {
            let shift = try object(rushday, ["shifts", "show", "fest", String(number)])
            for role in shift["roles"] as? [[String: Any]] ?? [] {
                for person in role["volunteers"] as? [[String: Any]] ?? [] {
                    guard let came = (person["checkedIn"] as? String).flatMap(instant.date(from:)),
                          let left = (person["checkedOut"] as? String).flatMap(instant.date(from:)),
                          let volunteer = person["number"] as? Int else { continue }
                    worked[volunteer, default: 0] += left.timeIntervalSince(came)
                }
            }
        }
        #expect(worked == [1: 15_300, 2: 12_600, 3: 16_200], "\(worked)")
        for row in body {
            let number = try #require(Int(cell(row, "number")), "\(row)")
            #expect(cell(row, "hours") == String(format: "%.2f", (worked[number] ?? 0) / 3_600), "\(row)")
        }
        #expect(body.map { cell($0, "hours") } == ["4.25", "3.50", "4.50"])
        #expect(body.first == ["fest", "1", "Ann Smith", "ann@example.org", "", "Smith", "Bar", "1 2", "1", "4.25"], "\(body)")
        #expect(body.last == ["fest", "3", "Cleo Park", "", "", "", "Bar; Door (awaiting approval)", "3", "0", "4.50"], "\(body)")
        #expect(body.count > 1 && cell(body[1], "roles") == "Bar; Door" && cell(body[1], "shifts") == "1 2" && cell(body[1], "noShows") == "0", "\(body)")
    }

    // MARK: - Refusals of assign

    /// Every rule `shifts assign` keeps, broken once: exit 65, one line naming the reason, and
    /// not a row written.
    @Test(arguments: Backend.allCases) func everyRefusedAssignmentIsOneLineAndChangesNothing(backend: Backend) throws {
        let rushday = try fest(backend)
        let setUp: [[String]] = [
            ["shifts", "roles", "add", "fest", "Bar"],
            ["shifts", "roles", "add", "fest", "Door", "--needs-approval"],
            ["shifts", "add", "fest", "Bar, early", "--starts", "2026-06-13 10:00", "--ends", "2026-06-13 14:00", "--need", "Bar=1"],
            ["shifts", "add", "fest", "Bar, late", "--starts", "2026-06-13 12:00", "--ends", "2026-06-13 16:00", "--need", "Bar=2"],
            ["shifts", "add", "fest", "Door", "--starts", "2026-06-13 16:00", "--ends", "2026-06-13 20:00", "--need", "Door=1"],
            ["shifts", "add", "fest", "Called off", "--starts", "2026-06-14 10:00", "--ends", "2026-06-14 14:00", "--need", "Bar=1"],
            ["shifts", "add", "fest", "Bar, Sunday", "--starts", "2026-06-14 14:00", "--ends", "2026-06-14 18:00", "--need", "Bar=2"],
            ["shifts", "add", "fest", "Closing", "--starts", "2026-06-14 18:00", "--ends", "2026-06-14 22:00", "--need", "Bar=1"],
            ["shifts", "cancel", "fest", "4"],
            ["shifts", "volunteers", "add", "fest", "Ann Smith", "--role", "Bar"],
            ["shifts", "volunteers", "add", "fest", "Bob Jones", "--role", "Bar"],
            ["shifts", "volunteers", "add", "fest", "Cleo Park", "--role", "Bar", "--role", "Door"],
            ["shifts", "volunteers", "add", "fest", "Dan Lee", "--role", "Bar"],
            ["shifts", "assign", "fest", "1", "1"],
            // Dan missed two shifts, both ended without him.
            ["shifts", "assign", "fest", "2", "4"],
            ["shifts", "assign", "fest", "5", "4"],
        ]
        for arguments in setUp { try run(rushday, arguments) }
        #expect(try object(rushday, ["shifts", "show", "fest", "4"])["cancelled"] as? Bool == true)

        let before = try snapshot(rushday)
        let refusals: [([String], String)] = [
            (["shifts", "assign", "fest", "1", "2"], "rushday: shift: shift #1 is full for 'Bar' (1 of 1 taken)"),
            (["shifts", "assign", "fest", "2", "1"],
             "rushday: shift: shift #2 overlaps shift #1 (Saturday 13 June 2026, 10:00–14:00, Berlin time), which 'Ann Smith' is on"),
            (["shifts", "assign", "fest", "3", "1", "--role", "Door"], "rushday: --role: 'Ann Smith' is not in the role 'Door'; give them the role first"),
            (["shifts", "assign", "fest", "3", "1"], "rushday: --role: 'Ann Smith' holds no role shift #3 needs; give them one first"),
            (["shifts", "assign", "fest", "3", "3"], "rushday: --role: 'Cleo Park' is not approved for 'Door' yet; an organiser approves them first"),
            (["shifts", "assign", "fest", "3", "3", "--role", "door"], "rushday: --role: 'Cleo Park' is not approved for 'Door' yet; an organiser approves them first"),
            (["shifts", "assign", "fest", "4", "2"], "rushday: shift: shift #4 is cancelled"),
            (["shifts", "assign", "fest", "5", "2", "--role", "Door"], "rushday: --role: shift #5 needs no 'Door'; it needs 'Bar'"),
            (["shifts", "assign", "fest", "1", "1"], "rushday: volunteer: already on shift #1"),
            (["shifts", "assign", "fest", "#1", "#1", "--role", "Bar"], "rushday: volunteer: already on shift #1"),
            (["shifts", "assign", "fest", "6", "4"], "rushday: volunteer: 'Dan Lee' missed 2 shifts without an excuse; an organiser must let them sign up again first"),
        ]
        for (arguments, line) in refusals {
            expectRefused(try rushday.run(arguments), 65, .line(line), arguments)
        }
        #expect(try snapshot(rushday) == before, "a refused assignment changed the store")

        // The ways out: one excused missed shift, or the no-shows forgiven, lets Dan sign up again.
        try run(rushday, ["shifts", "excuse", "fest", "2", "4"])
        try run(rushday, ["shifts", "assign", "fest", "6", "4"])
        #expect(try objects(rushday, ["shifts", "volunteers", "list", "fest"]).first { $0["number"] as? Int == 4 }?["shifts"] as? [Int] == [2, 5, 6])
    }

    // MARK: - Bad input

    /// Bad input for every command: its exit status and one stderr line, and the store as it was.
    @Test(arguments: Backend.allCases) func badInputForEveryCommandIsOneLineAndChangesNothing(backend: Backend) throws {
        let rushday = try fest(backend)
        let setUp: [[String]] = [
            ["shifts", "roles", "add", "fest", "Bar"],
            ["shifts", "roles", "add", "fest", "Door", "--needs-approval"],
            ["shifts", "add", "fest", "Bar", "--starts", "2026-06-13 10:00", "--ends", "2026-06-13 14:00", "--need", "Bar=2"],
            ["shifts", "add", "fest", "Quiet", "--starts", "2026-06-13 16:00", "--ends", "2026-06-13 18:00", "--need", "Bar=1"],
            ["shifts", "volunteers", "add", "fest", "Ann Smith", "--email", "ann@example.org", "--role", "Bar"],
            ["shifts", "volunteers", "add", "fest", "Bob Jones", "--role", "Bar"],
            ["shifts", "assign", "fest", "1", "1"],
            ["shifts", "assign", "fest", "1", "2"],
            ["shifts", "assign", "fest", "2", "2"],
            ["shifts", "cancel", "fest", "2"],
            ["shifts", "checkin", "fest", "1", "1", "--at", "2026-06-13 10:00"],
        ]
        for arguments in setUp { try run(rushday, arguments) }

        let add = ["--starts", "2026-06-14 10:00", "--ends", "2026-06-14 12:00"]
        let series = ["--from", "2026-06-14 10:00", "--until", "2026-06-14 18:00", "--length", "4h"]
        let unknownShift = "rushday: shift: no shift '9' in 'fest'; a shift is named by its number, like 3 or #3; see them with 'rushday shifts list fest'"
        let unknownVolunteer = "rushday: volunteer: no volunteer '9' in 'fest'; name one by number (3 or #3) or email; see them with 'rushday shifts volunteers list fest'"
        let unknownRole = "no role 'Bouncer' in 'fest'; its roles are 'Bar', 'Door'; see them with 'rushday shifts roles list fest'"
        let missing = Self.missingEvent("nope")

        let before = try snapshot(rushday)
        let refusals: [([String], Int32, Said)] = [
            // shifts add
            (["shifts", "add", "fest", "  "] + add, 65, .line("rushday: title: is blank; give one, like 'Bar, evening'")),
            (["shifts", "add", "fest", "Bar"] + add + ["--need", "Bar=x"], 65,
             .line("rushday: --need: 'Bar=x' is not ROLE=N; say how many of a role, like Bar=2 (0 to 1000)")),
            (["shifts", "add", "fest", "Bar"] + add + ["--need", "Bar=1001"], 65,
             .line("rushday: --need: 'Bar=1001' is not ROLE=N; say how many of a role, like Bar=2 (0 to 1000)")),
            (["shifts", "add", "fest", "Bar"] + add + ["--need", "Bar=1", "--need", "bar=2"], 65, .line("rushday: --need: names 'Bar' twice; give each role once")),
            (["shifts", "add", "fest", "Bar"] + add + ["--need", "Bouncer=1"], 65, .containing(unknownRole)),
            (["shifts", "add", "fest", "Bar", "--starts", "2026-06-14 12:00", "--ends", "2026-06-14 10:00"], 65,
             .line("rushday: --ends: a shift must end after it starts")),
            (["shifts", "add", "fest", "Bar", "--starts", "2026-06-14 12:00", "--ends", "2026-06-14 12:00"], 65,
             .line("rushday: --ends: a shift must end after it starts")),
            (["shifts", "add", "fest", "Bar", "--starts", "14/06/2026 10:00", "--ends", "2026-06-14 12:00"], 65,
             .line("rushday: --starts: '14/06/2026 10:00' is ambiguous (day/month or month/day?); write it like 2026-12-12T19:00 (read in Europe/Berlin) or 2026-12-12T19:00+01:00")),
            (["shifts", "add", "nope", "Bar"] + add, 65, .line(missing)),
            (["shifts", "add", "fest", "Bar", "--starts", "2026-06-14 10:00"], 64, .containing("--ends")),
            // shifts series
            (["shifts", "series", "fest", "Bar", "--every", "0m"] + series + ["--need", "Bar=1"], 65,
             .line("rushday: --every: '0m' is not a length of time; write it like 4h, 90m, 1h30m or 1 day (a minute to 31 days)")),
            (["shifts", "series", "fest", "Bar", "--every", "4h", "--from", "2026-06-14 10:00", "--until", "2026-06-14 18:00", "--length", "soon"], 65,
             .line("rushday: --length: 'soon' is not a length of time; write it like 4h, 90m, 1h30m or 1 day (a minute to 31 days)")),
            (["shifts", "series", "fest", "Bar", "--every", "4h", "--from", "2026-06-14 10:00", "--until", "2026-06-14 12:00", "--length", "4h"], 65,
             .line("rushday: --until: leaves no room for one shift of 4h after 2026-06-14 10:00; end the series later")),
            (["shifts", "series", "fest", "Bar", "--every", "1m", "--from", "2026-06-14 10:00", "--until", "2026-06-14 20:00", "--length", "1m"], 65,
             .line("rushday: --every: makes more than 500 shifts; split the series or space them further apart")),
            (["shifts", "series", "fest", "Bar", "--every", "4h"] + series + ["--need", "Bar=x"], 65,
             .line("rushday: --need: 'Bar=x' is not ROLE=N; say how many of a role, like Bar=2 (0 to 1000)")),
            (["shifts", "series", "fest", "Bar", "--every", "4h"] + series + ["--need", "Bouncer=1"], 65, .containing(unknownRole)),
            (["shifts", "series", "fest", " ", "--every", "4h"] + series, 65, .line("rushday: title: is blank; give one, like 'Bar'")),
            (["shifts", "series", "nope", "Bar", "--every", "4h"] + series, 65, .line(missing)),
            // shifts list, show
            (["shifts", "list", "fest", "--day", "0"], 65, .line("rushday: --day: is 0; the event's first day is 1")),
            (["shifts", "list", "fest", "--day", "x"], 64, .line("rushday: --day: 'x' is not a whole number")),
            (["shifts", "list", "nope"], 65, .line(missing)),
            (["shifts", "show", "fest", "9"], 65, .line(unknownShift)),
            (["shifts", "show", "fest", "first"], 65,
             .line("rushday: shift: no shift 'first' in 'fest'; a shift is named by its number, like 3 or #3; see them with 'rushday shifts list fest'")),
            (["shifts", "show", "nope", "1"], 65, .line(missing)),
            // shifts update, cancel
            (["shifts", "update", "fest", "9", "--title", "Bar"], 65, .line(unknownShift)),
            (["shifts", "update", "fest", "1", "--title", " "], 65, .line("rushday: --title: is blank; give one, like 'Bar, evening'")),
            (["shifts", "update", "fest", "1", "--ends", "2026-06-13 09:00"], 65, .line("rushday: --ends: a shift must end after it starts")),
            (["shifts", "update", "fest", "1", "--need", "Bar=x"], 65,
             .line("rushday: --need: 'Bar=x' is not ROLE=N; say how many of a role, like Bar=2 (0 to 1000)")),
            (["shifts", "update", "fest", "1", "--need", "Bar=1"], 65, .containing("on shift #1 as 'Bar'; unassign some before it needs 1")),
            (["shifts", "update", "fest", "1"], 65, .line("rushday: update: nothing to change; give at least one field with a new value")),
            (["shifts", "update", "fest", "1", "--title", "Bar"], 65, .line("rushday: update: nothing to change; give at least one field with a new value")),
            (["shifts", "update", "nope", "1", "--title", "Bar"], 65, .line(missing)),
            (["shifts", "cancel", "fest", "2"], 65, .line("rushday: shift: shift #2 is cancelled already")),
            (["shifts", "cancel", "fest", "9"], 65, .line(unknownShift)),
            (["shifts", "cancel", "nope", "1"], 65, .line(missing)),
            // shifts roles
            (["shifts", "roles", "add", "fest", " "], 65, .line("rushday: role: is blank; give one, like 'Bar'")),
            (["shifts", "roles", "add", "fest", "bar"], 65, .line("rushday: role: a role named 'bar' exists already in this event")),
            (["shifts", "roles", "add", "nope", "Bar"], 65, .line(missing)),
            (["shifts", "roles", "list", "nope"], 65, .line(missing)),
            (["shifts", "roles", "remove", "fest", "Bar"], 65, .line("rushday: role: shift #1 needs 'Bar'; change its needs to Bar=0 first")),
            (["shifts", "roles", "remove", "fest", "Bouncer"], 65, .line("rushday: role: " + unknownRole)),
            // shifts volunteers
            (["shifts", "volunteers", "add", "fest", "  "], 65, .line("rushday: name: is blank; give one, like 'Ada Lovelace'")),
            (["shifts", "volunteers", "add", "fest", "Ann Again", "--email", "ANN@example.org"], 65,
             .line("rushday: --email: ann@example.org is volunteer #1 of this event already")),
            (["shifts", "volunteers", "add", "fest", "Dan", "--email", "not-an-email"], 65,
             .line("rushday: --email: 'not-an-email' is not an email address; write one like ada@example.org")),
            (["shifts", "volunteers", "add", "fest", "Dan", "--phone", "call me"], 65,
             .line("rushday: --phone: 'call me' is not a phone number; write digits, spaces and + - ( ) only, like +44 20 7946 0000")),
            (["shifts", "volunteers", "add", "fest", "Dan", "--role", "Bouncer"], 65, .line("rushday: --role: " + unknownRole)),
            (["shifts", "volunteers", "add", "nope", "Dan"], 65, .line(missing)),
            (["shifts", "volunteers", "list", "nope"], 65, .line(missing)),
            (["shifts", "volunteers", "approve", "fest", "9", "Door"], 65, .line(unknownVolunteer)),
            (["shifts", "volunteers", "approve", "fest", "1", "Bouncer"], 65, .line("rushday: role: " + unknownRole)),
            (["shifts", "volunteers", "approve", "fest", "ann@example.org", "Bar"], 65, .line("rushday: role: 'Ann Smith' is approved for 'Bar' already")),
            (["shifts", "volunteers", "approve", "nope", "1", "Door"], 65, .line(missing)),
            (["shifts", "volunteers", "forgive", "fest", "1"], 65, .line("rushday: volunteer: 'Ann Smith' has no no-show left to forgive")),
            (["shifts", "volunteers", "forgive", "fest", "9"], 65, .line(unknownVolunteer)),
            // shifts assign, unassign
            (["shifts", "assign", "fest", "9", "1"], 65, .line(unknownShift)),
            (["shifts", "assign", "fest", "1", "9"], 65, .line(unknownVolunteer)),
            (["shifts", "assign", "fest", "1", "nobody@example.org"], 65,
             .line("rushday: volunteer: no volunteer 'nobody@example.org' in 'fest'; name one by number (3 or #3) or email; see them with 'rushday shifts volunteers list fest'")),
            (["shifts", "assign", "fest", "1", "1", "--role", "Bouncer"], 65, .line("rushday: --role: " + unknownRole)),
            (["shifts", "assign", "nope", "1", "1"], 65, .line(missing)),
            (["shifts", "assign", "fest", "1"], 64, .containing("volunteer")),
            (["shifts", "unassign", "fest", "1", "1"], 65, .line("rushday: volunteer: 'Ann Smith' checked in to shift #1; their hours stay on it")),
            (["shifts", "unassign", "fest", "1", "2"], 65, .line("rushday: shift: shift #1 has ended; what happened at it stays (excuse a missed shift instead)")),
            (["shifts", "unassign", "fest", "9", "1"], 65, .line(unknownShift)),
            (["shifts", "unassign", "fest", "1", "9"], 65, .line(unknownVolunteer)),
            (["shifts", "unassign", "nope", "1", "1"], 65, .line(missing)),
            // shifts checkin, checkout
            (["shifts", "checkin", "fest", "1", "2", "--at", "2099-06-13 10:00"], 65, .line("rushday: --at: is in the future; give a time that has come, or none for now")),
            (["shifts", "checkin", "fest", "1", "2", "--at", "tomorrow"], 65,
             .line("rushday: --at: 'tomorrow' is not a date-time; write it like 2026-12-12T19:00 (read in Europe/Berlin) or 2026-12-12T19:00+01:00")),
            (["shifts", "checkin", "fest", "1", "1"], 65, .line("rushday: volunteer: 'Ann Smith' checked in to shift #1 at 2026-06-13 10:00 +02:00 already")),
            (["shifts", "checkin", "fest", "2", "2"], 65, .line("rushday: shift: shift #2 is cancelled")),
            (["shifts", "checkin", "fest", "2", "1"], 65, .line("rushday: volunteer: 'Ann Smith' is not on shift #2")),
            (["shifts", "checkin", "fest", "9", "1"], 65, .line(unknownShift)),
            (["shifts", "checkin", "fest", "1", "9"], 65, .line(unknownVolunteer)),
            (["shifts", "checkin", "nope", "1", "1"], 65, .line(missing)),
            (["shifts", "checkout", "fest", "1", "2"], 65, .line("rushday: volunteer: 'Bob Jones' has not checked in to shift #1; check them in first")),
            (["shifts", "checkout", "fest", "1", "1", "--at", "2026-06-13 09:00"], 65,
             .line("rushday: --at: is not after 'Ann Smith' checked in (2026-06-13 10:00 +02:00)")),
            (["shifts", "checkout", "fest", "1", "1", "--at", "2099-06-13 14:00"], 65, .line("rushday: --at: is in the future; give a time that has come, or none for now")),
            (["shifts", "checkout", "fest", "9", "1"], 65, .line(unknownShift)),
            (["shifts", "checkout", "nope", "1", "1"], 65, .line(missing)),
            // shifts excuse, hours
            (["shifts", "excuse", "fest", "1", "1"], 65,
             .line("rushday: volunteer: 'Ann Smith' is no no-show of shift #1; only a shift ended without a check-in is excused")),
            (["shifts", "excuse", "fest", "2", "2"], 65,
             .line("rushday: volunteer: 'Bob Jones' is no no-show of shift #2; only a shift ended without a check-in is excused")),
            (["shifts", "excuse", "fest", "9", "1"], 65, .line(unknownShift)),
            (["shifts", "excuse", "fest", "1", "9"], 65, .line(unknownVolunteer)),
            (["shifts", "excuse", "nope", "1", "1"], 65, .line(missing)),
            (["shifts", "hours", "nope"], 65, .line(missing)),
            (["shifts", "hours", "fest", "--format", "xml"], 64, .containing("xml")),
        ]
        for (arguments, status, said) in refusals {
            let outcome = try rushday.run(arguments)
            if status == 64 {
                // The argument parser's usage errors: the exit status and the option named.
                #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(arguments): \(outcome.status) \(outcome.stderr)")
                if case let .line(line) = said { #expect(outcome.stderr.hasPrefix(line + "\n"), "\(arguments): \(outcome.stderr)") }
                if case let .containing(text) = said { #expect(outcome.stderr.contains(text), "\(arguments): \(outcome.stderr)") }
            } else {
                expectRefused(outcome, status, said, arguments)
            }
        }
        #expect(try snapshot(rushday) == before, "bad input changed the store")
    }

    // MARK: - Roles

    /// Staff see the shifts and run the door (check-in and check-out) but change nothing else
    /// (77, `rushday: role: ...`); an organizer plans; someone not a member is told, as by every
    /// event command, that there is no such event among theirs.
    @Test(arguments: Backend.allCases) func staffCheckInButDoNotPlanAndStrangersSeeNothing(backend: Backend) throws {
        let rushday = try fest(backend)
        let setUp: [[String]] = [
            ["shifts", "roles", "add", "fest", "Bar"],
            ["shifts", "add", "fest", "Bar", "--starts", "2026-06-13 10:00", "--ends", "2026-06-13 14:00", "--need", "Bar=2"],
            ["shifts", "add", "fest", "Late bar", "--starts", "2026-06-13 18:00", "--ends", "2026-06-13 22:00", "--need", "Bar=1"],
            ["shifts", "volunteers", "add", "fest", "Ann Smith", "--email", "ann@example.org", "--role", "Bar"],
            ["shifts", "volunteers", "add", "fest", "Bob Jones", "--role", "Bar"],
            ["shifts", "assign", "fest", "1", "1"],
            ["shifts", "assign", "fest", "2", "2"],
        ]
        for arguments in setUp { try run(rushday, arguments) }
        try rushday.signUp("stan@example.org", name: "Stan")
        try rushday.signUp("olga@example.org", name: "Olga")
        try rushday.signUp("eve@example.org", name: "Eve")
        try rushday.logIn("ada@example.org")
        try run(rushday, ["events", "members", "add", "fest", "stan@example.org"])
        try run(rushday, ["events", "members", "add", "fest", "olga@example.org", "--role", "organizer"])
        let members = try objects(rushday, ["events", "members", "list", "fest"])
        #expect(members.first { $0["email"] as? String == "stan@example.org" }?["role"] as? String == "staff", "\(members)")

        // Stan, staff: sees everything and checks Ann in and out.
        try rushday.logIn("stan@example.org")
        #expect(try shifts(rushday).map { $0["number"] as? Int } == [1, 2])
        #expect(try shifts(rushday, ["--understaffed"]).map { $0["number"] as? Int } == [1])
        #expect(try object(rushday, ["shifts", "show", "fest", "1"])["staffing"] as? String == "partial")
        #expect(try objects(rushday, ["shifts", "volunteers", "list", "fest"]).count == 2)
        #expect(try objects(rushday, ["shifts", "roles", "list", "fest"]).map { $0["name"] as? String } == ["Bar"])
        #expect(try objects(rushday, ["shifts", "hours", "fest"]).count == 2)
        try run(rushday, ["shifts", "checkin", "fest", "1", "ann@example.org", "--at", "2026-06-13 10:02"])
        let out = try object(rushday, ["shifts", "checkout", "fest", "1", "1", "--at", "2026-06-13 13:58"])
        #expect(people(out, "Bar")[1]?["checkedIn"] as? String == "2026-06-13T10:02:00+02:00"
            && people(out, "Bar")[1]?["checkedOut"] as? String == "2026-06-13T13:58:00+02:00", "\(out)")

        let before = try snapshot(rushday)
        let planning: [[String]] = [
            ["shifts", "add", "fest", "Mine", "--starts", "2026-06-14 10:00", "--ends", "2026-06-14 12:00", "--need", "Bar=1"],
            ["shifts", "series", "fest", "Mine", "--from", "2026-06-14 10:00", "--until", "2026-06-14 18:00", "--every", "4h", "--length", "4h"],
            ["shifts", "update", "fest", "1", "--title", "Mine"],
            ["shifts", "cancel", "fest", "2"],
            ["shifts", "roles", "add", "fest", "Door"],
            ["shifts", "roles", "remove", "fest", "Bar"],
            ["shifts", "volunteers", "add", "fest", "Stan"],
            ["shifts", "volunteers", "approve", "fest", "1", "Bar"],
            ["shifts", "volunteers", "forgive", "fest", "2"],
            ["shifts", "assign", "fest", "1", "2"],
            ["shifts", "unassign", "fest", "2", "2"],
            ["shifts", "excuse", "fest", "2", "2"],
        ]
        for arguments in planning {
            expectRefused(try rushday.run(arguments), 77, .line(Self.staffRefusal), arguments)
        }
        #expect(try snapshot(rushday) == before, "a refused staff member changed the store")

        // Eve, no member: every shifts command answers as the other event commands do.
        try rushday.logIn("eve@example.org")
        let tasks = try rushday.run(["tasks", "list", "fest"])
        #expect(tasks.status == 65 && tasks.stderr == Self.missingEvent("fest") + "\n", "\(tasks.stderr)")
        let stranger: [[String]] = [
            ["shifts", "list", "fest"],
            ["shifts", "show", "fest", "1"],
            ["shifts", "roles", "list", "fest"],
            ["shifts", "volunteers", "list", "fest"],
            ["shifts", "hours", "fest"],
            ["shifts", "checkin", "fest", "2", "2", "--at", "2026-06-13 18:00"],
            ["shifts", "checkout", "fest", "1", "1"],
        ] + planning
        for arguments in stranger {
            let outcome = try rushday.run(arguments)
            expectRefused(outcome, 65, .line(Self.missingEvent("fest")), arguments)
            #expect(outcome.status == tasks.status && outcome.stderr == tasks.stderr, "\(arguments)")
        }
        try rushday.logIn("stan@example.org")
        #expect(try snapshot(rushday) == before, "a stranger changed the store")

        // Olga, an organizer, plans.
        try rushday.logIn("olga@example.org")
        let added = try object(rushday, ["shifts", "add", "fest", "Olga's", "--starts", "2026-06-14 10:00", "--ends", "2026-06-14 12:00", "--need", "Bar=1"])
        #expect(added["number"] as? Int == 3, "\(added)")
        try run(rushday, ["shifts", "assign", "fest", "3", "2"])
    }

    // MARK: - Racing writers

    /// Two `assign` processes at once for the last place of a shift: exactly one gets it, the
    /// other is told it is full; and one volunteer put on two overlapping shifts at once ends on
    /// one of them.
    @Test(arguments: Backend.allCases) func twoAssignsRacingForTheLastPlaceOneWins(backend: Backend) throws {
        let rushday = try fest(backend)
        try run(rushday, ["shifts", "roles", "add", "fest", "Bar"])
        let rounds = 1...3
        for round in rounds {
            let hour = 8 + 2 * round
            try run(rushday, ["shifts", "add", "fest", "Race \(round)", "--starts", "2026-06-13 \(hour):00", "--ends", "2026-06-13 \(hour + 1):00", "--need", "Bar=2"])
            for name in ["Filler", "First", "Second"] {
                try run(rushday, ["shifts", "volunteers", "add", "fest", "\(name) \(round)", "--role", "Bar"])
            }
        }
        for round in rounds {
            let filler = 3 * round - 2
            try run(rushday, ["shifts", "assign", "fest", String(round), String(filler)])
            let racers = [filler + 1, filler + 2]
            let outcomes = try rushday.runAtOnce(racers.map { ["shifts", "assign", "fest", String(round), String($0)] })
            #expect(outcomes.filter { $0.status == 0 }.count == 1, "round \(round): \(outcomes.map { "\($0.status) \($0.stderr)" })")
            for outcome in outcomes where outcome.status != 0 {
                expectRefused(outcome, 65, .line("rushday: shift: shift #\(round) is full for 'Bar' (2 of 2 taken)"), ["assign", String(round)])
            }
            let winner = zip(racers, outcomes).first { $0.1.status == 0 }?.0
            let shift = try object(rushday, ["shifts", "show", "fest", String(round)])
            let bar = try #require(roles(of: shift)["Bar"])
            #expect(bar["taken"] as? Int == 2 && bar["staffing"] as? String == "full" && shift["staffing"] as? String == "full", "\(shift)")
            #expect(people(shift, "Bar").keys.sorted() == [filler, winner ?? -1].sorted(), "round \(round): \(shift)")
        }
        let volunteers = try objects(rushday, ["shifts", "volunteers", "list", "fest"])
        #expect(volunteers.filter { ($0["shifts"] as? [Int])?.isEmpty == false }.count == 6, "three fillers and three winners: \(volunteers)")

        // One volunteer, two overlapping shifts, both assigned at once: one of them.
        try run(rushday, ["shifts", "add", "fest", "Overlap A", "--starts", "2026-06-14 10:00", "--ends", "2026-06-14 12:00", "--need", "Bar=1"])
        try run(rushday, ["shifts", "add", "fest", "Overlap B", "--starts", "2026-06-14 11:00", "--ends", "2026-06-14 13:00", "--need", "Bar=1"])
        try run(rushday, ["shifts", "volunteers", "add", "fest", "Busy Bee", "--role", "Bar"])
        let outcomes = try rushday.runAtOnce([["shifts", "assign", "fest", "4", "10"], ["shifts", "assign", "fest", "5", "10"]])
        #expect(outcomes.filter { $0.status == 0 }.count == 1, "\(outcomes.map { "\($0.status) \($0.stderr)" })")
        for outcome in outcomes where outcome.status != 0 {
            expectRefused(outcome, 65, .containing("overlaps shift #"), ["assign", "overlap"])
            #expect(outcome.stderr.hasPrefix("rushday: shift: shift #") && outcome.stderr.contains("which 'Busy Bee' is on"), "\(outcome.stderr)")
        }
        let busy = try objects(rushday, ["shifts", "volunteers", "list", "fest"]).first { $0["number"] as? Int == 10 }
        #expect((busy?["shifts"] as? [Int])?.count == 1, "\(String(describing: busy))")
    }
}
