import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// The door's scans of volunteers' codes over random histories (seeded, so a failure replays).
/// Each history puts a few volunteers on a few shifts of a Friday (some then cancelled, and some
/// put afterwards on shifts overlapping the cancelled ones), then scans their codes at entry or
/// exit while the clock moves on, often onto the very edges of the shifts' check-in windows.
///
/// The model, written here from the rule as `DoorShift` documents it and not from its code:
/// - a shift's check-in is open from one hour before it starts until it ends: open at
///   `starts - 3600`, closed at `ends`; a cancelled shift's never;
/// - entry checks the volunteer in to the shift, among theirs open for check-in and not checked
///   in yet, that starts soonest; with none, or while they are checked in to any shift and not
///   out of it, it is refused;
/// - exit checks them out of the shift they are checked in to and not out of (the earliest
///   checked in first); with none, or at the very instant of that check-in (out comes after
///   in), it is refused.
///
/// After every step: the stored check-in and check-out times of every seat are the model's;
/// an accepted scan names the model's shift, direction and time; a refused one is refused on the
/// field `volunteer`, says "is checked in to shift" exactly when the volunteer is checked in
/// somewhere (entry), and leaves the whole board as it was. At the end, each volunteer's hours are the model's.
@Suite struct DoorScanPropertyTests {
    static let seeds: [UInt64] = Array(1...200)
    static let steps = 40
    static let volunteers = 3
    static let shifts = 5
    static let hour: TimeInterval = 3600

    struct ModelShift {
        let number: Int
        let starts: Date
        let ends: Date
        let cancelled: Bool

        /// The documented window: [starts - 1h, ends), never for a cancelled shift.
        func checkInOpen(at now: Date) -> Bool {
            !cancelled && starts.addingTimeInterval(-DoorScanPropertyTests.hour) <= now && now < ends
        }
    }

    struct ModelSeat: Equatable {
        let shift: Int
        let volunteer: Int
        var checkedIn: Date?
        var checkedOut: Date?
    }

    struct Model {
        var shifts: [Int: ModelShift]
        var seats: [ModelSeat]

        func seats(of volunteer: Int) -> [Int] { seats.indices.filter { seats[$0].volunteer == volunteer } }

        /// The seats checked in and not out.
        func inside(_ volunteer: Int) -> [Int] {
            seats(of: volunteer).filter { seats[$0].checkedIn != nil && seats[$0].checkedOut == nil }
        }

        /// The seat an entry checks in to, or nil when it is refused.
        func entry(_ volunteer: Int, at now: Date) -> Int? {
            guard inside(volunteer).isEmpty else { return nil }
            let open = seats(of: volunteer).filter { seats[$0].checkedIn == nil && shifts[seats[$0].shift]!.checkInOpen(at: now) }
            let soonest = open.map { shifts[seats[$0].shift]!.starts }.min()
            let taken = open.filter { shifts[seats[$0].shift]!.starts == soonest }
            precondition(taken.count <= 1, "two live shifts of one volunteer start together: the setup let them overlap")
            return taken.first
        }

        /// The seats an exit may check out of (several only when checked in at the same instant);
        /// empty when it is refused.
        func exit(_ volunteer: Int, at now: Date) -> [Int] {
            let inside = inside(volunteer)
            guard let earliest = inside.compactMap({ seats[$0].checkedIn }).min(), now > earliest else { return [] }
            return inside.filter { seats[$0].checkedIn == earliest }
        }

        /// Hours as the attendance rule counts them: check-in to check-out; checked in and
        /// never out, to the shift's end once it has ended.
        func secondsWorked(_ volunteer: Int, at now: Date) -> Int {
            seats(of: volunteer).reduce(0) { total, index in
                let seat = seats[index]
                guard let checkedIn = seat.checkedIn else { return total }
                let ends = shifts[seat.shift]!.ends
                let end = seat.checkedOut ?? (ends <= now ? max(ends, checkedIn) : checkedIn)
                return total + Int(end.timeIntervalSince(checkedIn))
            }
        }
    }

    /// How much of the rule the histories reached.
    struct Coverage {
        var counts: [String: Int] = [:]
        var failure: String?
        var steps = 0

        mutating func count(_ what: String) { counts[what, default: 0] += 1 }
    }

    @Test(arguments: seeds)
    func theBoardFollowsTheModel(seed: UInt64) async throws {
        let coverage = try await Self.run(seed: seed)
        #expect(coverage.failure == nil, "seed \(seed): \(coverage.failure ?? "")")
        #expect(coverage.steps == Self.steps)
    }

    /// The histories reach every part of the rule, or the property above would prove little.
    @Test func theHistoriesReachEveryCase() async throws {
        var total = Coverage()
        for seed in Self.seeds.prefix(60) {
            let coverage = try await Self.run(seed: seed)
            total.counts.merge(coverage.counts, uniquingKeysWith: +)
        }
        print("DoorScanPropertyTests coverage over 60 histories: "
            + total.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for what in ["entry accepted", "entry refused", "entry refused already", "exit accepted", "exit refused",
                     "entry accepted exactly an hour before the start", "entry refused a second before the window",
                     "entry refused at the end", "entry accepted a second before the end",
                     "entry with a cancelled shift's window open", "entry with two windows open",
                     "exit refused at the instant of the entry", "hours checked"] {
            #expect(total.counts[what, default: 0] > 0, "\(what) happens somewhere")
        }
    }

    // MARK: - One history

    /// Friday 2026-07-10 08:00 in Berlin.
    static func friday() throws -> Date { try Fixture.instant("2026-07-10T08:00+02:00") }

    /// "2026-07-10T09:15": `minutes` after Friday 08:00, as a Berlin wall time (+02:00 all day).
    static func wall(minutes: Int) -> String {
        let total = 8 * 60 + minutes
        return String(format: "2026-07-10T%02d:%02d", total / 60, total % 60)
    }

    static func run(seed: UInt64) async throws -> Coverage {
        var random = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 3)
        var coverage = Coverage()
        let fixture = try await Fixture()
        let friday = try friday()

        // Shifts starting on the quarter hour from 08:00 to 17:45, 30 minutes to 3 hours long.
        for index in 1...shifts {
            let starts = Int.random(in: 0..<40, using: &random) * 15
            let length = Int.random(in: 2...12, using: &random) * 15
            try await fixture.shift("S\(index)", wall(minutes: starts), wall(minutes: starts + length), needs: ["Bar=\(volunteers)"])
        }
        for number in 1...volunteers { try await fixture.volunteer("V\(number)") }
        // Put on shifts at random (an overlap is refused, and skipped), some shifts cancelled, then
        // more put on: the live shifts that overlap a cancelled one are free to them now.
        for shift in 1...shifts {
            for volunteer in 1...volunteers where Bool.random(using: &random) { _ = try? await fixture.assign("\(shift)", "\(volunteer)") }
        }
        for shift in 1...shifts where Int.random(in: 0..<4, using: &random) == 0 { try await fixture.cancel("\(shift)") }
        let cancelled = Set(await fixture.board().shifts.filter(\.isCancelled).map(\.number))
        for shift in 1...shifts where !cancelled.contains(shift) {
            for volunteer in 1...volunteers where Bool.random(using: &random) { _ = try? await fixture.assign("\(shift)", "\(volunteer)") }
        }

        let start = await fixture.board()
        var model = Model(shifts: [:], seats: [])
        for shift in start.shifts {
            model.shifts[shift.number] = ModelShift(number: shift.number, starts: shift.starts, ends: shift.ends, cancelled: shift.isCancelled)
        }
        for assignment in start.assignments {
            let shift = start.shift(assignment.shift)!.number, volunteer = start.volunteer(assignment.volunteer)!.number
            model.seats.append(ModelSeat(shift: shift, volunteer: volunteer))
        }
        guard start.assignments.allSatisfy({ $0.checkedInAt == nil && $0.checkedOutAt == nil }) else {
            coverage.failure = "the setup checked someone in"
            return coverage
        }
        var codes: [Int: String] = [:]
        for volunteer in 1...volunteers { codes[volunteer] = try await fixture.code(of: volunteer) }

        // From 06:30, an hour and a half before the first shift can start.
        fixture.dependencies.fixedClock.advance(by: friday.addingTimeInterval(-1.5 * hour).timeIntervalSince(fixture.dependencies.fixedClock.now()))
        var now = fixture.dependencies.fixedClock.now()
        var lastEntry: [Int: Date] = [:]
        for step in 0..<steps {
            // The clock moves on: a little, a lot, or onto an edge of a shift's window.
            let next: Date
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                next = now.addingTimeInterval([0, 1, 59, 300, 900, 1800, 3600].randomElement(using: &random)!)
            case 4..<7:
                let shift = model.shifts[Int.random(in: 1...shifts, using: &random)]!
                let edge = [shift.starts.addingTimeInterval(-hour - 1), shift.starts.addingTimeInterval(-hour), shift.starts,
                            shift.ends.addingTimeInterval(-1), shift.ends].randomElement(using: &random)!
                next = max(now, edge)
            default:
                next = now.addingTimeInterval(TimeInterval(Int.random(in: 0..<2400, using: &random)))
            }
            fixture.dependencies.fixedClock.advance(by: next.timeIntervalSince(now))
            now = fixture.dependencies.fixedClock.now()

            let volunteer = Int.random(in: 1...volunteers, using: &random)
            let direction: CheckInScan.Direction = Int.random(in: 0..<5, using: &random) < 3 ? .entry : .exit
            let context = "step \(step): \(direction) scan of V\(volunteer) at \(Fixture.berlin(now)):\(Int(now.timeIntervalSince1970) % 60)"
            let mine = model.seats(of: volunteer)
            let openWindows = mine.filter { model.seats[$0].checkedIn == nil && model.shifts[model.seats[$0].shift]!.checkInOpen(at: now) }
            if direction == .entry {
                if mine.contains(where: { model.shifts[model.seats[$0].shift]!.cancelled && model.shifts[model.seats[$0].shift]!.starts.addingTimeInterval(-hour) <= now
                    && now < model.shifts[model.seats[$0].shift]!.ends }) { coverage.count("entry with a cancelled shift's window open") }
                if openWindows.count > 1 { coverage.count("entry with two windows open") }
            }

            let before = await fixture.board()
            var outcome: VolunteerScan?
            var refusal: DomainError?
            do { outcome = try await fixture.scan(codes[volunteer]!, direction) } catch { refusal = error as? DomainError }
            let after = await fixture.board()

            // What the model says, and the seat the scan changed.
            let expected: [Int] = direction == .entry ? (model.entry(volunteer, at: now).map { [$0] } ?? []) : model.exit(volunteer, at: now)
            if let refusal {
                coverage.count("\(direction) refused")
                guard expected.isEmpty else {
                    coverage.failure = "\(context): refused (\(refusal)) but the model takes shift #\(model.seats[expected[0]].shift)"
                    return coverage
                }
                guard after == before else { coverage.failure = "\(context): refused (\(refusal)) but the board changed"; return coverage }
                guard refusal.code == "invalid", refusal.field == "volunteer" else {
                    coverage.failure = "\(context): refused as \(refusal), not on the field volunteer"
                    return coverage
                }
                if direction == .entry {
                    let isInside = !model.inside(volunteer).isEmpty
                    guard refusal.words.contains("is checked in to shift") == isInside else {
                        coverage.failure = "\(context): refused saying \"\(refusal.words)\"; checked in somewhere: \(isInside)"
                        return coverage
                    }
                    if isInside { coverage.count("entry refused already") }
                    for seat in mine {
                        let shift = model.shifts[model.seats[seat].shift]!
                        guard !shift.cancelled, model.seats[seat].checkedIn == nil else { continue }
                        if now == shift.starts.addingTimeInterval(-hour - 1) { coverage.count("entry refused a second before the window") }
                        if now == shift.ends { coverage.count("entry refused at the end") }
                    }
                } else if let entered = lastEntry[volunteer], entered == now, !model.inside(volunteer).isEmpty {
                    coverage.count("exit refused at the instant of the entry")
                }
            } else if let outcome {
                coverage.count("\(direction) accepted")
                guard let seat = expected.first(where: { model.seats[$0].shift == outcome.shift.number }) else {
                    let wanted = expected.map { "#\(model.seats[$0].shift)" }.joined(separator: " or ")
                    coverage.failure = "\(context): \(direction) on shift #\(outcome.shift.number), but the model \(expected.isEmpty ? "refuses it" : "takes \(wanted)")"
                    return coverage
                }
                guard outcome.direction == direction, outcome.at == now, outcome.volunteer.number == volunteer else {
                    coverage.failure = "\(context): the scan says \(outcome.direction) of #\(outcome.volunteer.number) at \(outcome.at)"
                    return coverage
                }
                if direction == .entry {
                    model.seats[seat].checkedIn = now
                    lastEntry[volunteer] = now
                    let shift = model.shifts[model.seats[seat].shift]!
                    if now == shift.starts.addingTimeInterval(-hour) { coverage.count("entry accepted exactly an hour before the start") }
                    if now == shift.ends.addingTimeInterval(-1) { coverage.count("entry accepted a second before the end") }
                    if model.inside(volunteer).count > 1 { coverage.count("two shifts checked in at once") }
                } else {
                    model.seats[seat].checkedOut = now
                }
            } else {
                coverage.failure = "\(context): neither a scan nor a DomainError"
                return coverage
            }

            // Every seat's times are the model's.
            let stored = after.assignments.map { assignment in
                ModelSeat(shift: after.shift(assignment.shift)!.number, volunteer: after.volunteer(assignment.volunteer)!.number,
                          checkedIn: assignment.checkedInAt, checkedOut: assignment.checkedOutAt)
            }
            let key = { (seat: ModelSeat) in "#\(seat.shift) V\(seat.volunteer)" }
            guard stored.sorted(by: { key($0) < key($1) }) == model.seats.sorted(by: { key($0) < key($1) }) else {
                coverage.failure = "\(context): the board's check-ins \(stored) are not the model's \(model.seats)"
                return coverage
            }
            guard after.shifts == before.shifts, after.volunteers == before.volunteers, after.assignments.count == before.assignments.count else {
                coverage.failure = "\(context): a scan changed more than a check-in or check-out"
                return coverage
            }
            coverage.steps += 1
        }

        // Hours worked are the model's, now and once every shift is over.
        for moment in [now, friday.addingTimeInterval(15 * hour)] where moment >= now {
            fixture.dependencies.fixedClock.advance(by: moment.timeIntervalSince(fixture.dependencies.fixedClock.now()))
            for volunteer in 1...volunteers {
                let worked = try await fixture.volunteerItem(volunteer)?.secondsWorked
                guard worked == model.secondsWorked(volunteer, at: moment) else {
                    coverage.failure = "V\(volunteer) worked \(String(describing: worked)) s at \(Fixture.berlin(moment)), the model \(model.secondsWorked(volunteer, at: moment))"
                    return coverage
                }
                if model.secondsWorked(volunteer, at: moment) > 0 { coverage.count("hours checked") }
            }
        }
        return coverage
    }
}
