import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// The sign-up rules over random histories (seeded, so a failure replays): shifts are added over
/// the weekend with random needs, volunteers assigned to them in any role (or none named),
/// unassigned, checked in and out, shifts changed and cancelled, no-shows excused, and the clock
/// moved on. A model kept here in plain arrays says what each step must do. After every step:
/// - never more volunteers in a role of a shift than it needs;
/// - never a volunteer on two overlapping shifts that are not cancelled;
/// - a refused step (the model refuses it too) left the stored board exactly as it was, and was
///   refused by the feature in its own words, not by the store's last-line check;
/// - an accepted step (the model accepts it too) leaves the board as the model: who is on which
///   shift in which role, when they came and left, each shift's times, needs and cancellation;
/// - every volunteer's hours (`ListVolunteers` → `secondsWorked`), no-shows and shifts are
///   the model's.
@Suite struct SignUpPropertyTests {
    static let seeds: [UInt64] = [1, 7, 42, 99, 314, 2026, 4242, 65537]
    static let steps = 300

    static let roles = ["Bar", "Door", "Aid"]
    static let needingApproval: Set<String> = ["Door"]
    static let volunteers = 8
    /// Friday 08:00 in Berlin; shifts start on the half hour in the 60 hours from then.
    static let weekend = Date(timeIntervalSince1970: 1_783_663_200)

    @Test(arguments: seeds)
    func theBoardFollowsTheModel(seed: UInt64) async throws {
        #expect(Self.wall(Self.weekend) == "2026-07-10T08:00")
        let coverage = try await Self.run(seed: seed)
        #expect(coverage.failure == nil, "seed \(seed): \(coverage.failure ?? "")")
        #expect(coverage.steps == Self.steps)
    }

    /// The histories do reach every kind of step, accepted and refused, and every reason
    /// `SignUpRules` and the role's inference refuse an assignment for: otherwise the property
    /// above would prove little.
    @Test func theHistoriesReachEveryRule() async throws {
        var total = Coverage()
        for seed in Self.seeds.prefix(4) {
            let coverage = try await Self.run(seed: seed)
            total.outcomes.merge(coverage.outcomes, uniquingKeysWith: +)
            total.assignRefusals.merge(coverage.assignRefusals, uniquingKeysWith: +)
            total.checkedHours += coverage.checkedHours
        }
        print("SignUpPropertyTests coverage over 4 histories: \(total.outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")); "
            + "assignments refused: \(total.assignRefusals.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        for kind in Step.kinds {
            #expect(total.outcomes["\(kind) accepted", default: 0] > 0, "\(kind) is accepted somewhere")
            if kind != "advance" {
                #expect(total.outcomes["\(kind) refused", default: 0] > 0, "\(kind) is refused somewhere")
            }
        }
        for reason in AssignRefusal.allCases where reason != .unexplained {
            #expect(total.assignRefusals[reason, default: 0] > 0, "an assignment is refused somewhere because \(reason)")
        }
        #expect(total.checkedHours > 100, "volunteers with hours worked are checked")
        #expect(total.assignRefusals[.unexplained, default: 0] == 0)
    }

    // MARK: The model

    struct Need: Hashable {
        let role: String
        var count: Int
    }

    struct ModelShift: Equatable {
        let number: Int
        var starts: Date
        var ends: Date
        var needs: [Need]
        var cancelled = false

        func need(_ role: String) -> Int { needs.first { $0.role == role }?.count ?? 0 }
        func overlaps(_ starts: Date, _ ends: Date) -> Bool { self.starts < ends && starts < self.ends }
    }

    struct ModelSeat {
        let shift: Int
        let volunteer: Int
        let role: String
        var checkedIn: Date?
        var checkedOut: Date?
        var excused: Date?
    }

    struct ModelVolunteer {
        let number: Int
        let roles: [String]
        let approved: Set<String>

        func mayTake(_ role: String) -> Bool {
            roles.contains(role) && (approved.contains(role) || !SignUpPropertyTests.needingApproval.contains(role))
        }
    }

    struct Model {
        var shifts: [ModelShift] = []
        var volunteers: [ModelVolunteer] = []
        var seats: [ModelSeat] = []
        var now: Date

        func shift(_ number: Int) -> ModelShift? { shifts.first { $0.number == number } }
        func seat(_ shift: Int, _ volunteer: Int) -> Int? { seats.firstIndex { $0.shift == shift && $0.volunteer == volunteer } }
        func taken(_ shift: Int, _ role: String) -> Int { seats.filter { $0.shift == shift && $0.role == role }.count }

        /// Whether `volunteer` is on a shift other than `except`, not cancelled, sharing an instant with `starts`..<`ends`.
        func busy(_ volunteer: Int, _ starts: Date, _ ends: Date, except: Int) -> Bool {
            seats.contains { seat in
                guard seat.volunteer == volunteer, seat.shift != except, let other = shift(seat.shift) else { return false }
                return !other.cancelled && other.overlaps(starts, ends)
            }
        }

        /// A shift ended, not cancelled, never checked in to nor excused.
        func isNoShow(_ seat: ModelSeat) -> Bool {
            guard let shift = shift(seat.shift) else { return false }
            return !shift.cancelled && shift.ends <= now && seat.checkedIn == nil && seat.excused == nil
        }

        func noShows(_ volunteer: Int) -> Int { seats.filter { $0.volunteer == volunteer && isNoShow($0) }.count }

        /// From check-in to check-out; checked in and never out, until the shift's end once it
        /// has ended (nothing before, and nothing when they came after it).
        func secondsWorked(_ volunteer: Int) -> Int {
            seats.filter { $0.volunteer == volunteer }.reduce(0) { total, seat in
                guard let came = seat.checkedIn, let shift = shift(seat.shift) else { return total }
                let left = seat.checkedOut ?? (shift.ends <= now && shift.ends > came ? shift.ends : came)
                return total + Int(left.timeIntervalSince(came))
            }
        }

        /// The shifts they are on, not cancelled, by start then number.
        func shiftsOf(_ volunteer: Int) -> [Int] {
            seats.filter { $0.volunteer == volunteer }.compactMap { shift($0.shift) }.filter { !$0.cancelled }
                .sorted { ($0.starts, $0.number) < ($1.starts, $1.number) }.map(\.number)
        }

        /// The model after `step`, or nil when the step must be refused.
        func applying(_ step: Step) -> Model? {
            var next = self
            switch step {
            case let .addShift(starts, ends, needs, _):
                guard starts < ends else { return nil }
                next.shifts.append(ModelShift(number: (shifts.map(\.number).max() ?? 0) + 1, starts: starts, ends: ends, needs: needs))
            case let .assign(number, volunteerNumber, named):
                guard let shift = shift(number), let volunteer = volunteers.first(where: { $0.number == volunteerNumber }) else { return nil }
                let role: String
                if let named {
                    role = named
                } else {
                    // An approved role the shift needs wins over one held unapproved.
                    let held = volunteer.roles.filter { shift.need($0) > 0 }
                    let fitting = held.contains(where: volunteer.mayTake) ? held.filter(volunteer.mayTake) : held
                    guard fitting.count == 1 else { return nil }
                    role = fitting[0]
                }
                guard !shift.cancelled, shift.need(role) > 0, volunteer.mayTake(role), seat(number, volunteerNumber) == nil,
                      taken(number, role) < shift.need(role), !busy(volunteerNumber, shift.starts, shift.ends, except: number),
                      noShows(volunteerNumber) < 2
                else { return nil }
                next.seats.append(ModelSeat(shift: number, volunteer: volunteerNumber, role: role))
            case let .unassign(shift, volunteer):
                guard let index = seat(shift, volunteer), seats[index].checkedIn == nil,
                      let held = self.shift(shift), held.cancelled || held.ends > now else { return nil }
                next.seats.remove(at: index)
            case let .update(number, starts, ends, needs, _):
                guard let index = shifts.firstIndex(where: { $0.number == number }) else { return nil }
                var shift = shifts[index]
                shift.starts = starts ?? shift.starts
                shift.ends = ends ?? shift.ends
                guard shift.starts < shift.ends else { return nil }
                for need in needs {
                    guard taken(number, need.role) <= need.count else { return nil }
                    if let at = shift.needs.firstIndex(where: { $0.role == need.role }) { shift.needs[at] = need } else { shift.needs.append(need) }
                }
                if !shift.cancelled {
                    for seat in seats where seat.shift == number && busy(seat.volunteer, shift.starts, shift.ends, except: number) { return nil }
                }
                guard shift != shifts[index] else { return nil }
                next.shifts[index] = shift
            case let .cancel(number):
                guard let index = shifts.firstIndex(where: { $0.number == number }), !shifts[index].cancelled else { return nil }
                next.shifts[index].cancelled = true
            case let .checkIn(shift, volunteer, at):
                let at = at ?? now
                guard let index = seat(shift, volunteer), seats[index].checkedIn == nil, self.shift(shift)?.cancelled == false, at <= now else { return nil }
                next.seats[index].checkedIn = at
            case let .checkOut(shift, volunteer, at):
                let at = at ?? now
                guard let index = seat(shift, volunteer), let came = seats[index].checkedIn, seats[index].checkedOut == nil, at > came, at <= now
                else { return nil }
                next.seats[index].checkedOut = at
            case let .advance(minutes):
                next.now += TimeInterval(minutes * 60)
            case let .excuse(shift, volunteer):
                guard let index = seat(shift, volunteer), isNoShow(seats[index]) else { return nil }
                next.seats[index].excused = now
            }
            return next
        }

        /// Each shift as "#n starts-ends [needs] cancelled?", each seat as "#shift #volunteer role in out excused".
        var rows: (shifts: [String], seats: [String]) {
            (shifts.map { SignUpPropertyTests.row($0.number, $0.starts, $0.ends, $0.needs.map { "\($0.role)=\($0.count)" }, $0.cancelled) }.sorted(),
             seats.map { SignUpPropertyTests.row($0.shift, $0.volunteer, $0.role, $0.checkedIn, $0.checkedOut, $0.excused) }.sorted())
        }
    }

    static func row(_ number: Int, _ starts: Date, _ ends: Date, _ needs: [String], _ cancelled: Bool) -> String {
        "#\(number) \(minutes(starts))-\(minutes(ends)) [\(needs.joined(separator: " "))]\(cancelled ? " cancelled" : "")"
    }

    static func row(_ shift: Int, _ volunteer: Int, _ role: String, _ came: Date?, _ left: Date?, _ excused: Date?) -> String {
        "#\(shift) #\(volunteer) \(role) in \(minutes(came)) out \(minutes(left)) excused \(minutes(excused))"
    }

    /// Minutes into the weekend, for the rows (quicker than wall readings, and as exact).
    static func minutes(_ date: Date?) -> String {
        date.map { String($0.timeIntervalSince(weekend) / 60) } ?? "-"
    }

    /// The stored board in the model's rows.
    static func rows(_ board: ShiftBoard) -> (shifts: [String], seats: [String]) {
        let role = { (id: VolunteerRoleID) in board.role(id)?.name ?? "?" }
        return (board.shifts.map { row($0.number, $0.starts, $0.ends, $0.needs.map { "\(role($0.role))=\($0.count)" }, $0.isCancelled) }.sorted(),
                board.assignments.map { assignment in
                    row(board.shift(assignment.shift)?.number ?? -1, board.volunteer(assignment.volunteer)?.number ?? -1, role(assignment.role),
                        assignment.checkedInAt, assignment.checkedOutAt, assignment.excusedAt)
                }.sorted())
    }

    // MARK: Steps

    enum Step: CustomStringConvertible {
        case addShift(starts: Date, ends: Date, needs: [Need], typed: [String])
        case assign(shift: Int, volunteer: Int, role: String?)
        case unassign(shift: Int, volunteer: Int)
        case update(shift: Int, starts: Date?, ends: Date?, needs: [Need], typed: [String])
        case cancel(shift: Int)
        case checkIn(shift: Int, volunteer: Int, at: Date?)
        case checkOut(shift: Int, volunteer: Int, at: Date?)
        case advance(minutes: Int)
        case excuse(shift: Int, volunteer: Int)

        static let kinds = ["addShift", "assign", "unassign", "update", "cancel", "checkIn", "checkOut", "advance", "excuse"]

        var kind: String {
            switch self {
            case .addShift: "addShift"
            case .assign: "assign"
            case .unassign: "unassign"
            case .update: "update"
            case .cancel: "cancel"
            case .checkIn: "checkIn"
            case .checkOut: "checkOut"
            case .advance: "advance"
            case .excuse: "excuse"
            }
        }

        var description: String {
            let at = { (date: Date?) in date.map(SignUpPropertyTests.wall) ?? "now" }
            switch self {
            case let .addShift(starts, ends, _, typed): return "add \(wall(starts))-\(wall(ends)) \(typed)"
            case let .assign(shift, volunteer, role): return "assign #\(volunteer) to #\(shift) as \(role ?? "(inferred)")"
            case let .unassign(shift, volunteer): return "unassign #\(volunteer) from #\(shift)"
            case let .update(shift, starts, ends, _, typed): return "update #\(shift) \(at(starts))-\(at(ends)) \(typed)"
            case let .cancel(shift): return "cancel #\(shift)"
            case let .checkIn(shift, volunteer, when): return "check #\(volunteer) in to #\(shift) at \(at(when))"
            case let .checkOut(shift, volunteer, when): return "check #\(volunteer) out of #\(shift) at \(at(when))"
            case let .advance(minutes): return "advance \(minutes) min"
            case let .excuse(shift, volunteer): return "excuse #\(volunteer) from #\(shift)"
            }
        }
    }

    /// Why an assignment was refused, from the refusal's words.
    enum AssignRefusal: CaseIterable {
        case cancelled, notNeeded, notInRole, notApproved, alreadyOn, full, overlap, noShows, noneFits, severalFit, unexplained

        init(_ error: DomainError) {
            let words = error.words
            self = if words.contains("is cancelled") { .cancelled }
                else if words.contains("needs no") { .notNeeded }
                else if words.contains("is not in the role") { .notInRole }
                else if words.contains("is not approved") { .notApproved }
                else if error.code == "conflict", words.contains("already on shift") { .alreadyOn }
                else if words.contains("is full for") { .full }
                else if words.contains("overlaps") { .overlap }
                else if words.contains("without an excuse") { .noShows }
                else if words.contains("holds no role") { .noneFits }
                else if words.contains("could go as") { .severalFit }
                else { .unexplained }
        }
    }

    static func perform(_ step: Step, on fixture: Fixture) async -> DomainError? {
        await failure { () async throws -> Void in
            switch step {
            case let .addShift(starts, ends, _, typed):
                let item = try await fixture.shift("Shift", wall(starts), wall(ends), needs: typed)
                #expect(item.starts == starts && item.ends == ends)
            case let .assign(shift, volunteer, role):
                try await fixture.assign("#\(shift)", "\(volunteer)", role: role)
            case let .unassign(shift, volunteer):
                try await fixture.unassign("\(shift)", "#\(volunteer)")
            case let .update(shift, starts, ends, _, typed):
                try await fixture.update("\(shift)", starts: starts.map(wall), ends: ends.map(wall), needs: typed)
            case let .cancel(shift):
                try await fixture.cancel("\(shift)")
            case let .checkIn(shift, volunteer, at):
                try await fixture.checkIn("\(shift)", "\(volunteer)", at: at.map(wall))
            case let .checkOut(shift, volunteer, at):
                try await fixture.checkOut("\(shift)", "\(volunteer)", at: at.map(wall))
            case let .advance(minutes):
                fixture.dependencies.fixedClock.advance(by: TimeInterval(minutes * 60))
            case let .excuse(shift, volunteer):
                try await fixture.excuse("\(shift)", "\(volunteer)")
            }
        }
    }

    // MARK: Generators

    /// A start on the half hour within the weekend, 30 minutes to 6 hours long.
    static func times(_ random: inout SeededRandom) -> (Date, Date) {
        let starts = weekend + TimeInterval(Int.random(in: 0..<120, using: &random) * 1800)
        return (starts, starts + TimeInterval(Int.random(in: 1...12, using: &random) * 1800))
    }

    /// From `fewest` to `most` of the roles, each needing 0 to 3 (mostly some), typed in any case.
    static func needs(_ random: inout SeededRandom, fewest: Int = 0, most: Int) -> ([Need], [String]) {
        let picked = roles.shuffled(using: &random).prefix(Int.random(in: fewest...most, using: &random))
        let needs = picked.map { Need(role: $0, count: Int.random(in: 0..<8, using: &random) == 0 ? 0 : Int.random(in: 1...3, using: &random)) }
        let typed = needs.map { need in
            let name = Int.random(in: 0..<5, using: &random) == 0 ? need.role.uppercased() : need.role
            return "\(name)=\(need.count)"
        }
        return (needs, typed)
    }

    /// A volunteer on a shift (most often one the model has), or any pair.
    static func seat(_ random: inout SeededRandom, _ model: Model) -> (Int, Int) {
        if !model.seats.isEmpty, Int.random(in: 0..<4, using: &random) > 0 {
            let seat = model.seats.randomElement(using: &random)!
            return (seat.shift, seat.volunteer)
        }
        return (model.shifts.randomElement(using: &random)!.number, Int.random(in: 1...volunteers, using: &random))
    }

    /// Now, a time up to 3 hours ago, or (one time in ten) one in the next hour.
    static func when(_ random: inout SeededRandom, _ model: Model) -> Date? {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: nil
        case 5..<9: model.now - TimeInterval(Int.random(in: 0...180, using: &random) * 60)
        default: model.now + TimeInterval(Int.random(in: 1...60, using: &random) * 60)
        }
    }

    static func randomStep(_ random: inout SeededRandom, _ model: Model) -> Step {
        let roll = model.shifts.count < 3 ? 0 : Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<10:
            var (starts, ends) = times(&random)
            if Int.random(in: 0..<20, using: &random) == 0 { ends = starts - TimeInterval(Int.random(in: 0...2, using: &random) * 1800) }
            let (needs, typed) = Self.needs(&random, fewest: 1, most: 3)
            return .addShift(starts: starts, ends: ends, needs: needs, typed: typed)
        case 10..<38:
            // Half the time a shift with a place in a role they may take (so many are taken, and
            // no-shows pile up); else any shift. No role named, a role of theirs it needs, or any role.
            let volunteer = model.volunteers.randomElement(using: &random)!
            let open = model.shifts.filter { shift in
                !shift.cancelled && volunteer.roles.contains { volunteer.mayTake($0) && model.taken(shift.number, $0) < shift.need($0) }
            }
            let shift = Bool.random(using: &random) ? open.randomElement(using: &random) ?? model.shifts.randomElement(using: &random)!
                : model.shifts.randomElement(using: &random)!
            let theirs = volunteer.roles.filter { shift.need($0) > 0 }
            let role: String? = switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: nil
            case 4..<8: theirs.randomElement(using: &random) ?? roles.randomElement(using: &random)
            default: roles.randomElement(using: &random)
            }
            return .assign(shift: shift.number, volunteer: volunteer.number, role: role)
        case 38..<45:
            let (shift, volunteer) = seat(&random, model)
            return .unassign(shift: shift, volunteer: volunteer)
        case 45..<57:
            let shift = model.shifts.randomElement(using: &random)!
            var starts: Date?, ends: Date?
            var (needs, typed): ([Need], [String]) = ([], [])
            let what = Int.random(in: 0..<5, using: &random)
            if what < 3 {
                if Int.random(in: 0..<7, using: &random) == 0 {
                    (starts, ends) = (shift.starts, shift.ends)
                } else {
                    (starts, ends) = times(&random)
                    if Bool.random(using: &random) { starts = nil } else if Bool.random(using: &random) { ends = nil }
                }
            }
            if what > 1 || (starts == nil && ends == nil) {
                (needs, typed) = Self.needs(&random, most: 2)
                if needs.isEmpty { (needs, typed) = ([Need(role: "Bar", count: 1)], ["Bar=1"]) }
            }
            return .update(shift: shift.number, starts: starts, ends: ends, needs: needs, typed: typed)
        case 57..<60:
            return .cancel(shift: model.shifts.randomElement(using: &random)!.number)
        case 60..<72:
            let (shift, volunteer) = seat(&random, model)
            return .checkIn(shift: shift, volunteer: volunteer, at: when(&random, model))
        case 72..<82:
            let (shift, volunteer) = seat(&random, model)
            return .checkOut(shift: shift, volunteer: volunteer, at: when(&random, model))
        case 82..<94:
            return .advance(minutes: Int.random(in: 5...240, using: &random))
        default:
            // Half the time a no-show, when there is one.
            if let missed = model.seats.filter(model.isNoShow).randomElement(using: &random), Bool.random(using: &random) {
                return .excuse(shift: missed.shift, volunteer: missed.volunteer)
            }
            let (shift, volunteer) = seat(&random, model)
            return .excuse(shift: shift, volunteer: volunteer)
        }
    }

    // MARK: The history

    struct Coverage {
        var steps = 0
        var outcomes: [String: Int] = [:]
        var assignRefusals: [AssignRefusal: Int] = [:]
        var checkedHours = 0
        var failure: String?
    }

    static func run(seed: UInt64) async throws -> Coverage {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9 &+ 11)
        let fixture = try await Fixture()
        _ = try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Aid"))
        try fixture.now("2026-07-10T06:00+02:00")
        var model = Model(now: fixture.dependencies.fixedClock.now())
        for number in 1...volunteers {
            let held = roles.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }
            let added = try await fixture.volunteer("V\(number)", roles: held)
            var approved: Set<String> = []
            if held.contains("Door"), Bool.random(using: &random) {
                try await fixture.approve("\(added.number)", "Door")
                approved.insert("Door")
            }
            model.volunteers.append(ModelVolunteer(number: added.number, roles: held, approved: approved))
        }

        var coverage = Coverage()
        for step in 0..<steps {
            let next = randomStep(&random, model)
            let expected = model.applying(next)
            let before = await fixture.board()
            let error = await perform(next, on: fixture)
            let after = await fixture.board()
            let context = "seed \(seed) step \(step) (\(next))"
            coverage.outcomes["\(next.kind) \(error == nil ? "accepted" : "refused")", default: 0] += 1

            if let error {
                if case .assign = next { coverage.assignRefusals[AssignRefusal(error), default: 0] += 1 }
                guard expected == nil else {
                    coverage.failure = "\(context): refused (\(error)) but the model takes it"
                    return coverage
                }
                guard after == before else {
                    coverage.failure = "\(context): refused (\(error)) but the board changed"
                    return coverage
                }
                guard error != .referenceMissing, !error.words.contains("has no place left"), !error.words.contains("which the volunteer is on") else {
                    coverage.failure = "\(context): refused by the store's own check (\(error)), not by the feature"
                    return coverage
                }
            } else {
                guard let expected else {
                    coverage.failure = "\(context): accepted but the model refuses it"
                    return coverage
                }
                model = expected
            }
            if let problem = invariantBroken(after) {
                coverage.failure = "\(context): \(problem)"
                return coverage
            }
            let (shifts, seats) = rows(after)
            let expectedRows = model.rows
            guard shifts == expectedRows.shifts else {
                coverage.failure = "\(context): shifts differ\n  board \(shifts)\n  model \(expectedRows.shifts)"
                return coverage
            }
            guard seats == expectedRows.seats else {
                coverage.failure = "\(context): seats differ\n  board \(seats)\n  model \(expectedRows.seats)"
                return coverage
            }
            for item in try await fixture.volunteers() {
                let expectedRecord = (model.secondsWorked(item.number), model.noShows(item.number), model.shiftsOf(item.number))
                guard (item.secondsWorked, item.noShows, item.shifts) == expectedRecord else {
                    coverage.failure = "\(context): volunteer #\(item.number) has worked \(item.secondsWorked) s, \(item.noShows) no-shows, shifts \(item.shifts); "
                        + "the model says \(expectedRecord)"
                    return coverage
                }
                if item.secondsWorked > 0 { coverage.checkedHours += 1 }
            }
            coverage.steps += 1
        }
        return coverage
    }

    /// The board's own rules, checked here on what the store holds.
    static func invariantBroken(_ board: ShiftBoard) -> String? {
        for shift in board.shifts {
            for (role, seats) in Dictionary(grouping: board.assignments.filter { $0.shift == shift.id }, by: \.role)
                where seats.count > shift.need(of: role) {
                return "shift #\(shift.number) has \(seats.count) in \(board.role(role)?.name ?? "?"), needing \(shift.need(of: role))"
            }
        }
        for volunteer in board.volunteers {
            let on = board.assignments(of: volunteer.id).compactMap { board.shift($0.shift) }.filter { !$0.isCancelled }
            for (index, shift) in on.enumerated() {
                if let other = on[(index + 1)...].first(where: shift.overlaps) {
                    return "volunteer #\(volunteer.number) is on #\(shift.number) and #\(other.number), which overlap"
                }
            }
        }
        return nil
    }

    // MARK: Time

    static let berlin: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }()

    /// The wall reading in Berlin, as people type it: "2026-07-10T14:30".
    static func wall(_ date: Date) -> String {
        let parts = berlin.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
    }
}
