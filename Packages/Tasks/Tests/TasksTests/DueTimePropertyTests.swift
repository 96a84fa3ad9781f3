import Domain
import DomainTestSupport
import Foundation
import Tasks
import Testing

/// Due times over random histories (seeded, so a failure replays): tasks are added with rules
/// and fixed times, their due times changed, the event moved and taken to other zones, with
/// starts near the nights the clocks change. After every step every task's due time, as
/// `ListTasks` and `ShowTask` give it, is the one a model computes independently with
/// Foundation's calendar: a rule's days added on the event's calendar
/// (`Calendar.date(byAdding: .day ...)`), then its minutes as elapsed time; a fixed time never
/// moves, whatever the event does.
@Suite struct DueTimePropertyTests {
    static let sequences = 200
    static let steps = 30

    static let zoneNames = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Australia/Adelaide",
                            "Pacific/Chatham", "Etc/UTC"]

    /// Every change of clocks in 2026 in the zones above, from Foundation's own tables.
    static let transitions: [Date] = {
        let from = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00Z
        let until = Date(timeIntervalSince1970: 1_798_761_600)  // 2027-01-01T00:00Z
        var all: Set<Date> = []
        for name in zoneNames {
            let zone = TimeZone(identifier: name)!
            var cursor = from
            while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < until {
                all.insert(next)
                cursor = next
            }
        }
        return all.sorted()
    }()

    /// A task's due time as the model keeps it.
    enum Due: Equatable {
        case none
        case at(Date)
        case rule(TaskOffset)
    }

    struct Mismatch: CustomStringConvertible {
        let seed: Int
        let step: Int
        let number: Int
        let rule: TaskOffset?
        let zone: String
        let anchor: Date?
        let code: Date?
        let model: Date?
        let wall: String

        var description: String {
            let tz = TimeZone(identifier: zone)!
            let rule = rule.map { "\($0.anchor) \($0.days)d \($0.minutes)m" } ?? "fixed"
            let side = anchor.map { tz.isDaylightSavingTime(for: $0) ? "anchor in daylight time" : "anchor in standard time" } ?? ""
            return "seed \(seed) step \(step) #\(number) [\(rule)] in \(zone): anchor \(DueTimePropertyTests.iso(anchor, tz)) (\(side)), "
                + "code \(DueTimePropertyTests.iso(code, tz)), model \(DueTimePropertyTests.iso(model, tz)); target wall \(wall)"
        }
    }

    /// What each history met, to show the property is tested where it matters.
    struct Coverage {
        var checks = 0
        var ruleChecks = 0
        var skippedWalls = 0
        var repeatedWalls = 0
        var zones: Set<String> = []
        var mixedSignRules = 0
        var mismatches: [Mismatch] = []
    }

    @Test(arguments: 0..<sequences)
    func dueTimesFollowTheModel(seed: Int) async throws {
        let coverage = try await Self.run(seed: seed)
        for mismatch in coverage.mismatches.prefix(5) {
            Issue.record("\(mismatch)")
        }
        #expect(coverage.mismatches.isEmpty, "seed \(seed): \(coverage.mismatches.count) due times differ from the model")
    }

    /// The histories do reach days whose wall reading the clocks skip or show twice, in every
    /// zone, with rules of both signs: otherwise the property above would prove little.
    @Test func theHistoriesReachTheNightsTheClocksChange() async throws {
        var total = Coverage()
        for seed in 0..<40 {
            let coverage = try await Self.run(seed: seed)
            total.checks += coverage.checks
            total.ruleChecks += coverage.ruleChecks
            total.skippedWalls += coverage.skippedWalls
            total.repeatedWalls += coverage.repeatedWalls
            total.zones.formUnion(coverage.zones)
            total.mixedSignRules += coverage.mixedSignRules
        }
        #expect(total.skippedWalls > 0)
        #expect(total.repeatedWalls > 0)
        #expect(total.zones == Set(Self.zoneNames))
        #expect(total.mixedSignRules > 0)
        #expect(total.ruleChecks > 1000)
        print("DueTimePropertyTests coverage over 40 histories: \(total.checks) checks, \(total.ruleChecks) of rules, "
            + "\(total.skippedWalls) on skipped and \(total.repeatedWalls) on repeated wall readings, \(total.mixedSignRules) mixed-sign rules")
    }

    /// Going BACK a number of days from an anchor after the clocks were put back, to a wall
    /// reading shown twice, the second showing is taken (the side the anchor is on), as
    /// Foundation's calendar does; going forward to it, the first.
    @Test(arguments: [
        ("Europe/Berlin", "2026-10-27T02:30+01:00", -2, "2026-10-25T02:30+01:00", "2026-10-25T02:30+02:00"),
        ("America/New_York", "2026-11-03T01:30-05:00", -2, "2026-11-01T01:30-05:00", "2026-11-01T01:30-04:00"),
        ("Australia/Adelaide", "2026-04-08T02:21+09:30", -3, "2026-04-05T02:21+09:30", "2026-04-05T02:21+10:30"),
        ("Pacific/Chatham", "2026-04-07T03:04+12:45", -2, "2026-04-05T03:04+12:45", "2026-04-05T03:04+13:45"),
        ("Australia/Lord_Howe", "2026-04-08T01:47+10:30", -3, "2026-04-05T01:47+10:30", "2026-04-05T01:47+11:00"),
    ])
    func aReadingShownTwiceIsTheShowingOnTheSideItIsReachedFrom(
        zone: String, start: String, days: Int, back: String, forward first: String
    ) throws {
        let event = try DueFixture(start: start, zone: zone).event
        let offset = TaskOffset(anchor: .start, days: days)
        #expect(offset.date(for: event) == (try Fixture.instant(back)))
        #expect(Self.modelDate(offset, event: event) == (try Fixture.instant(back)))
        let before = try Fixture.instant(first).addingTimeInterval(TimeInterval(days * 86_400))
        let forward = Event(id: event.id, handle: event.handle, title: event.title, startsAt: before, endsAt: before + 3600,
                            timeZone: event.timeZone, currency: event.currency, createdAt: event.createdAt, updatedAt: event.updatedAt)
        let ahead = TaskOffset(anchor: .start, days: -days)
        #expect(ahead.date(for: forward) == (try Fixture.instant(first)))
        #expect(Self.modelDate(ahead, event: forward) == (try Fixture.instant(first)))
    }

    // MARK: The history

    static func run(seed: Int) async throws -> Coverage {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let fixture = try await Fixture()
        let dependencies = fixture.dependencies
        var model: [Int: Due] = [:]
        var coverage = Coverage()
        var templates = 0

        // Start near a night the clocks change, in a random zone.
        var event = await fixture.currentEvent()
        event.timeZone = try TimeZoneID(zoneNames.randomElement(using: &random)!)
        (event.startsAt, event.endsAt) = nearATransition(&random, in: event.timeZone)
        try await fixture.store.update(event)

        for step in 0..<steps {
            event = await fixture.currentEvent()
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 35 || model.isEmpty {
                // Add a task.
                let due = randomDue(&random, event: event)
                switch due {
                case .rule(let offset) where (offset.days < 0 && offset.minutes > 0) || (offset.days > 0 && offset.minutes < 0):
                    // No words say "3 days before and 2 hours after"; a template (from a fixed time) does.
                    templates += 1
                    coverage.mixedSignRules += 1
                    try await fixture.store.save(TaskTemplate(id: dependencies.ids.make(), name: "t\(templates)",
                                                              items: [TaskTemplate.Item(title: "T\(step)", offset: offset)],
                                                              savedBy: fixture.ada.id, savedAt: dependencies.fixedClock.now()))
                    let applied = try await ApplyTaskTemplate(dependencies).execute(event: "gala", from: .template("t\(templates)"))
                    model[applied.items[0].task.number] = due
                default:
                    let added = try await fixture.add("T\(step)", due: text(due, &random))
                    model[added.item.task.number] = due
                }
            } else if roll < 55 {
                // Change a task's due time (or take it away).
                let number = model.keys.sorted().randomElement(using: &random)!
                var due = randomDue(&random, event: event)
                if case .rule(let offset) = due, (offset.days < 0 && offset.minutes > 0) || (offset.days > 0 && offset.minutes < 0) {
                    due = .rule(TaskOffset(anchor: offset.anchor, days: offset.days, minutes: offset.days < 0 ? -abs(offset.minutes) : abs(offset.minutes)))
                }
                if Int.random(in: 0..<10, using: &random) == 0 { due = .none }
                do {
                    try await fixture.update(String(number), due: text(due, &random))
                } catch DomainError.invalid(field: "update", _, _) {
                    // The same due time again: nothing to change, and nothing changed.
                }
                model[number] = due
            } else if roll < 80 {
                // Move the event.
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let minutes = TimeInterval(Int.random(in: -3000...3000, using: &random) * 60)
                    event.startsAt += minutes
                    event.endsAt += minutes + TimeInterval(Int.random(in: -120...120, using: &random) * 60)
                case 1:
                    let days = TimeInterval(Int.random(in: -20...20, using: &random) * 86_400)
                    event.startsAt += days
                    event.endsAt += days
                default:
                    (event.startsAt, event.endsAt) = nearATransition(&random, in: event.timeZone)
                }
                if event.endsAt <= event.startsAt { event.endsAt = event.startsAt + 3600 }
                try await fixture.store.update(event)
            } else {
                // Take the event to another zone.
                event.timeZone = try TimeZoneID(zoneNames.randomElement(using: &random)!)
                try await fixture.store.update(event)
            }

            // Every task, as listed, and one as shown.
            event = await fixture.currentEvent()
            coverage.zones.insert(event.timeZone.identifier)
            let listed = try await fixture.list()
            #expect(Set(listed.items.map(\.task.number)) == Set(model.keys), "seed \(seed) step \(step)")
            for item in listed.items {
                guard let due = model[item.task.number] else { continue }
                check(item, due: due, event: event, seed: seed, step: step, coverage: &coverage)
            }
            let shown = model.keys.sorted().randomElement(using: &random)!
            let item = try await ShowTask(dependencies).execute(TaskReference(event: "gala", task: "#\(shown)")).item
            #expect(item.due == listed.items.first { $0.task.number == shown }?.due, "seed \(seed) step \(step): show and list agree")
        }
        return coverage
    }

    static func check(_ item: TaskItem, due: Due, event: Event, seed: Int, step: Int, coverage: inout Coverage) {
        coverage.checks += 1
        let expected: Date?
        var anchor: Date?
        var rule: TaskOffset?
        var wall = "-"
        switch due {
        case .none:
            #expect(item.task.due == nil, "seed \(seed) step \(step) #\(item.task.number)")
            expected = nil
        case .at(let date):
            #expect(item.task.due == .at(date), "seed \(seed) step \(step) #\(item.task.number)")
            expected = date
        case .rule(let offset):
            coverage.ruleChecks += 1
            #expect(item.task.due == .relative(offset), "seed \(seed) step \(step) #\(item.task.number)")
            anchor = offset.anchor == .start ? event.startsAt : event.endsAt
            rule = offset
            expected = modelDate(offset, event: event)
            let (text, count) = targetWall(offset, event: event)
            wall = text
            if count == 0 { coverage.skippedWalls += 1 }
            if count > 1 { coverage.repeatedWalls += 1 }
        }
        if item.due != expected {
            coverage.mismatches.append(Mismatch(seed: seed, step: step, number: item.task.number, rule: rule, zone: event.timeZone.identifier,
                                                anchor: anchor, code: item.due, model: expected, wall: wall))
        }
    }

    // MARK: The model

    /// The anchor, `days` later on a Gregorian calendar in the event's zone, then `minutes` of elapsed time.
    static func modelDate(_ offset: TaskOffset, event: Event) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: event.timeZone.identifier)!
        let anchor = offset.anchor == .start ? event.startsAt : event.endsAt
        let moved = calendar.date(byAdding: .day, value: offset.days, to: anchor)!
        return moved.addingTimeInterval(TimeInterval(offset.minutes * 60))
    }

    /// The wall reading `days` away from the anchor's, and how many instants show it in the zone
    /// (0: the clocks skip it; 2: they show it twice). Counted with Foundation alone.
    static func targetWall(_ offset: TaskOffset, event: Event) -> (String, Int) {
        let zone = TimeZone(identifier: event.timeZone.identifier)!
        var local = Calendar(identifier: .gregorian)
        local.timeZone = zone
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let anchor = offset.anchor == .start ? event.startsAt : event.endsAt
        var wall = local.dateComponents([.year, .month, .day, .hour, .minute, .second], from: anchor)
        let asIfUTC = utc.date(byAdding: .day, value: offset.days, to: utc.date(from: wall)!)!
        wall = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: asIfUTC)
        // Every offset the zone uses within a day and a half either side, tried in turn.
        var offsets: Set<Int> = []
        for hours in stride(from: -36, through: 36, by: 1) {
            offsets.insert(zone.secondsFromGMT(for: asIfUTC.addingTimeInterval(TimeInterval(hours * 3600))))
        }
        let count = offsets.filter { zone.secondsFromGMT(for: asIfUTC.addingTimeInterval(-TimeInterval($0))) == $0 }.count
        let text = String(format: "%04d-%02d-%02dT%02d:%02d", wall.year!, wall.month!, wall.day!, wall.hour!, wall.minute!)
        return (text + (count == 0 ? " (skipped)" : count > 1 ? " (shown \(count) times)" : ""), count)
    }

    // MARK: Generators

    /// A start within three days of a change of clocks (of `zone`'s, when it has any), at a time
    /// of day near it; an end 1 to 30 hours later.
    static func nearATransition(_ random: inout SeededRandom, in zone: TimeZoneID) -> (Date, Date) {
        let own = changes(of: zone)
        let transition = (own.isEmpty ? transitions : own).randomElement(using: &random)!
        let start = transition + TimeInterval(Int.random(in: -3...3, using: &random) * 86_400 + Int.random(in: -150...150, using: &random) * 60)
        let end = start + TimeInterval([60, 90, 240, 600, 1440, 1800].randomElement(using: &random)! * 60)
        return (start, end)
    }

    /// A rule (anchor either, days -30...30, minutes -600...600), often aimed at the day of a
    /// change of clocks in the event's zone; or a fixed time within 40 days of the start.
    static func randomDue(_ random: inout SeededRandom, event: Event) -> Due {
        if Int.random(in: 0..<10, using: &random) < 3 {
            let minutes = Int.random(in: -40 * 1440...40 * 1440, using: &random)
            return .at(event.startsAt + TimeInterval(minutes * 60))
        }
        let anchor = Bool.random(using: &random) ? TaskOffset.Anchor.start : .end
        let from = anchor == .start ? event.startsAt : event.endsAt
        var days = Int.random(in: -30...30, using: &random)
        if Int.random(in: 0..<10, using: &random) < 6 {
            // The day of a change of this zone's clocks, if one is within 30 days.
            let near = changes(of: event.timeZone)
                .map { Int(($0.timeIntervalSince(from) / 86_400).rounded()) }
                .filter { (-30...30).contains($0) }
            if let aimed = near.randomElement(using: &random) { days = aimed }
        }
        let minutes = Int.random(in: 0..<4, using: &random) == 0 ? 0 : Int.random(in: -600...600, using: &random)
        return .rule(TaskOffset(anchor: anchor, days: days, minutes: minutes))
    }

    /// The changes of clocks of `zone` among `transitions`.
    static func changes(of zone: TimeZoneID) -> [Date] {
        let zone = TimeZone(identifier: zone.identifier)!
        return transitions.filter { zone.secondsFromGMT(for: $0 - 1) != zone.secondsFromGMT(for: $0) }
    }

    /// What a person types for `due`: the rule in words, the instant with an offset (UTC's or
    /// another), or blank.
    static func text(_ due: Due, _ random: inout SeededRandom) -> String {
        switch due {
        case .none:
            return ""
        case .at(let date):
            let offset = [0, 3600, -4 * 3600, 5 * 3600 + 45 * 60, -(9 * 3600 + 30 * 60)].randomElement(using: &random)!
            let zone = TimeZone(secondsFromGMT: offset)!
            return iso(date, zone)
        case .rule(let offset):
            let days = abs(offset.days), minutes = abs(offset.minutes)
            let anchor = Bool.random(using: &random) ? "the \(offset.anchor.rawValue)" : offset.anchor.rawValue
            if days == 0 && minutes == 0 { return Bool.random(using: &random) ? anchor : "at \(anchor)" }
            let before = offset.days < 0 || offset.minutes < 0
            var parts: [String] = []
            if days > 0 || minutes == 0 { parts.append("\(days) days") }
            if minutes > 0 { parts.append("\(minutes) minutes") }
            return parts.joined(separator: " ") + (before ? " before " : " after ") + anchor
        }
    }

    static func iso(_ date: Date?, _ zone: TimeZone) -> String {
        guard let date else { return "none" }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
