import Domain
import Foundation
import Testing

/// Wall-clock times the clocks skip or repeat, found from each zone's actual transitions: they
/// come in any size (30 min on Lord Howe, 9 min 21 s when Paris left its mean time, 23 hours when
/// Kwajalein crossed the date line), not only the daylight-saving hour.
struct WallTimeTransitionTests {
    @Test func rejectsLordHowesRepeatedHalfHourAndOffersBothOffsets() throws {
        let lordHowe = try TimeZoneID("Australia/Lord_Howe")
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse("2026-04-05T01:45", in: lordHowe, field: "starts") }
        #expect(error == .invalid(field: "starts", message: "'2026-04-05T01:45' happens twice in Australia/Lord_Howe (the clocks go back); add the offset of the one you mean: 2026-04-05T01:45+11:00 or 2026-04-05T01:45+10:30 (in the order they happen)"))
        #expect(throws: DomainError.self) { try DateTimeInput.parse("2026-04-05T01:30", in: lordHowe, field: "starts") }
        #expect(try DateTimeInput.parse("2026-04-05T01:29", in: lordHowe, field: "starts") == instant("2026-04-04T14:29:00Z"))
        #expect(try DateTimeInput.parse("2026-04-05T02:00", in: lordHowe, field: "starts") == instant("2026-04-04T15:30:00Z"))
        #expect(try DateTimeInput.parse("2026-04-05T01:45+10:30", in: lordHowe, field: "starts") == instant("2026-04-04T15:15:00Z"))
    }

    @Test func rejectsLordHowesSkippedHalfHour() throws {
        let lordHowe = try TimeZoneID("Australia/Lord_Howe")
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse("2026-10-04T02:15", in: lordHowe, field: "ends") }
        #expect(error == .invalid(field: "ends", message: "'2026-10-04T02:15' does not exist in Australia/Lord_Howe (the clocks jump over it); pick another time"))
        #expect(try DateTimeInput.parse("2026-10-04T02:30", in: lordHowe, field: "ends") == instant("2026-10-03T15:30:00Z"))
    }

    @Test(arguments: [
        // Paris left Paris Mean Time (+00:09:21) for WET on 1911-03-11 00:00: 23:50:39 to midnight came twice.
        ("Europe/Paris", "1911-03-10T23:55", "1911-03-10T23:55+00:09:21 or 1911-03-10T23:55+00:00"),
        // Casey went from +11 to +08 in 2010: three hours came twice.
        ("Antarctica/Casey", "2010-03-05T01:30", "2010-03-05T01:30+11:00 or 2010-03-05T01:30+08:00"),
        // Kwajalein crossed the date line eastwards (+11 to -12): almost a whole day came twice.
        ("Pacific/Kwajalein", "1969-09-30T12:00", "1969-09-30T12:00+11:00 or 1969-09-30T12:00-12:00"),
    ])
    func rejectsHistoricalRepeatsOfAnySize(zone: String, text: String, offsets: String) throws {
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: TimeZoneID(zone), field: "starts") }
        #expect(error?.message.contains("happens twice in \(zone)") == true)
        #expect(error?.message.contains(offsets) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        // Berlin moved from +00:53:28 to +01:00 on 1893-04-01 at midnight: 6 min 32 s never happened.
        ("Europe/Berlin", "1893-04-01T00:03"),
        // Samoa skipped the whole of 2011-12-30 crossing the date line westwards.
        ("Pacific/Apia", "2011-12-30T12:00"),
        ("Africa/Monrovia", "1972-01-07T00:20"),
    ])
    func rejectsHistoricalGapsOfAnySize(zone: String, text: String) throws {
        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: TimeZoneID(zone), field: "starts") }
        #expect(error?.message.contains("does not exist in \(zone)") == true, "\(String(describing: error))")
    }

    /// Around transitions of every zone in the tz database, from local mean time to the rules
    /// of 2040, parsing agrees with a brute-force scan: 0 instants is refused as skipped, 2 as
    /// repeated (both offered), 1 is that instant.
    @Test func agreesWithABruteForceScanInEveryZone() throws {
        var checked = 0
        for name in TimeZoneSamples.zoneNames {
            let zone = try TimeZoneID(name)
            for transition in Self.sampleTransitions(of: zone.timeZone) {
                for reading in Self.readingsAround(transition, in: zone.timeZone) {
                    let expected = Self.bruteForceInstants(of: reading, in: zone.timeZone)
                    #expect(reading.instants(in: zone) == expected, "\(name) \(reading.iso8601)")
                    let text = reading.iso8601
                    switch expected.count {
                    case 0:
                        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: zone, field: "starts") }
                        #expect(error?.message.contains("does not exist") == true, "\(name) \(text)")
                    case 1:
                        #expect(try DateTimeInput.parse(text, in: zone, field: "starts") == expected[0], "\(name) \(text)")
                    default:
                        let error = #expect(throws: DomainError.self) { try DateTimeInput.parse(text, in: zone, field: "starts") }
                        #expect(error?.message.contains(reading.withOffsets(of: expected, in: zone)) == true, "\(name) \(text)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 5000)
    }

    /// The first transition (out of local mean time) and a spread of later ones, so every era is tried.
    static func sampleTransitions(of zone: TimeZone) -> [Date] {
        var all: [Date] = []
        var cursor = instant("1800-01-01T00:00:00Z")
        let end = instant("2040-12-31T00:00:00Z")
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end {
            all.append(next)
            cursor = next
        }
        guard all.count > 4 else { return all }
        return [all[0], all[all.count / 3], all[all.count / 2], all[all.count * 3 / 4], all[all.count - 1]]
    }

    /// Readings just before, at and after the wall times on both sides of a transition, plus
    /// the middle of what it skips or repeats.
    static func readingsAround(_ transition: Date, in zone: TimeZone) -> [WallTime] {
        let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
        let after = zone.secondsFromGMT(for: transition)
        let edges = [before, after].flatMap { offset in
            [-3601, -1, 0, 1, 3601].map { transition.addingTimeInterval(TimeInterval(offset + $0)) }
        }
        let middle = transition.addingTimeInterval(TimeInterval(before + after) / 2)
        return (edges + [middle]).map { utcReading($0) }
    }

    /// Independent of WallTime: every instant, scanned a quarter-hour apart across the two
    /// days around the reading, offers its offset; an offset counts when the zone's calendar
    /// shows the reading at the instant that offset implies.
    static func bruteForceInstants(of reading: WallTime, in zone: TimeZone) -> [Date] {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        var local = Calendar(identifier: .gregorian)
        local.timeZone = zone
        let components = DateComponents(year: reading.year, month: reading.month, day: reading.day,
                                        hour: reading.hour, minute: reading.minute, second: reading.second)
        let asIfUTC = utc.date(from: components)!
        let offsets = Set(stride(from: -30.0 * 3600, through: 30 * 3600, by: 900).map {
            zone.secondsFromGMT(for: asIfUTC.addingTimeInterval($0))
        })
        return offsets.map { asIfUTC.addingTimeInterval(-TimeInterval($0)) }
            .filter { local.dateComponents([.year, .month, .day, .hour, .minute, .second], from: $0) == components }
            .sorted()
    }

    static func utcReading(_ date: Date) -> WallTime {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        let c = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return WallTime(year: c.year!, month: c.month!, day: c.day!, hour: c.hour!, minute: c.minute!, second: c.second!)
    }
}
