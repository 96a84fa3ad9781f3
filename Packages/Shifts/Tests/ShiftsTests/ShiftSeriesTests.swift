import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// A series: a shift of `length` from `from`, then every `every` (elapsed time, across a change
/// of clocks too), each ending by `until`; all added or none.
@Suite struct ShiftSeriesTests {
    /// The starts a series must have, computed here: from, from + every, ... while a shift of
    /// `length` still ends by `until`.
    static func expectedStarts(from: Date, until: Date, every: TimeInterval, length: TimeInterval) -> [Date] {
        var starts: [Date] = []
        var start = from
        while start + length <= until {
            starts.append(start)
            start += every
        }
        return starts
    }

    @Test func aSeriesInJulyIsEvenlySpaced() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Setup", "2026-07-10T08:00", "2026-07-10T10:00", needs: [])
        let series = try await fixture.series("Bar", from: "2026-07-10T10:00", until: "2026-07-11T10:00", every: "4h", length: "3h",
                                              needs: ["Bar=2", "Door=1"])
        let from = try Fixture.instant("2026-07-10T10:00+02:00"), until = try Fixture.instant("2026-07-11T10:00+02:00")
        let starts = Self.expectedStarts(from: from, until: until, every: 4 * 3600, length: 3 * 3600)
        #expect(starts.count == 6)
        #expect(series.map(\.starts) == starts)
        #expect(series.map(\.ends) == starts.map { $0 + 3 * 3600 })
        #expect(series.map(\.number) == Array(2...7), "numbered on from the largest")
        #expect(series.allSatisfy { $0.title == "Bar" && $0.roles.map(\.need) == [2, 1] && $0.staffing == .empty })
        // No clock changes in July: the wall readings are 4 hours apart too.
        #expect(series.map { Fixture.berlin($0.starts) } == ["2026-07-10 10:00 +02:00", "2026-07-10 14:00 +02:00", "2026-07-10 18:00 +02:00",
                                                             "2026-07-10 22:00 +02:00", "2026-07-11 02:00 +02:00", "2026-07-11 06:00 +02:00"])
        let stored = await fixture.board().shifts
        #expect(stored.count == 7)
        #expect(stored.filter { $0.title == "Bar" }.map(\.starts) == starts)
        #expect(Set(stored.map(\.number)).count == 7)
    }

    /// The fest moved to the night Berlin's clocks go back (2026-10-25, 03:00 +02:00 becomes
    /// 02:00 +01:00): "every 4h" is 4 elapsed hours, so the wall readings step back an hour
    /// after that night, and the shift across it lasts 4 hours though its wall readings are 3 apart.
    @Test func everyIsElapsedTimeAcrossTheNightTheClocksGoBack() async throws {
        let fixture = try await Fixture()
        try await fixture.moveEvent(starts: "2026-10-24T10:00+02:00", ends: "2026-10-26T18:00+01:00")
        let series = try await fixture.series("Night", from: "2026-10-24T18:00", until: "2026-10-25T18:00", every: "4h", length: "4h")
        let from = try Fixture.instant("2026-10-24T18:00+02:00"), until = try Fixture.instant("2026-10-25T18:00+01:00")
        #expect(until.timeIntervalSince(from) == 25 * 3600, "the night is an hour longer")
        let starts = Self.expectedStarts(from: from, until: until, every: 4 * 3600, length: 4 * 3600)
        #expect(series.count == starts.count)
        #expect(series.map(\.starts) == starts)
        #expect(series.allSatisfy { $0.ends.timeIntervalSince($0.starts) == 4 * 3600 })
        #expect(zip(series, series.dropFirst()).allSatisfy { $1.starts.timeIntervalSince($0.starts) == 4 * 3600 })
        #expect(series.map { Fixture.berlin($0.starts) } == ["2026-10-24 18:00 +02:00", "2026-10-24 22:00 +02:00", "2026-10-25 02:00 +02:00",
                                                             "2026-10-25 05:00 +01:00", "2026-10-25 09:00 +01:00", "2026-10-25 13:00 +01:00"])
        #expect(Fixture.berlin(series[2].ends) == "2026-10-25 05:00 +01:00")
        // Back to back: no two of a series overlap, so one volunteer may take them all.
        try await fixture.volunteer("Vera")
        for item in series { try await fixture.assign("\(item.number)", "1") }
        #expect(try await fixture.volunteerItem(1)?.shifts == series.map(\.number))
    }

    /// "Every 1 day" is 24 elapsed hours too: across the night the clocks go back, the next day's
    /// shift starts an hour earlier on the wall (as the use case documents).
    @Test func aDailySeriesAcrossTheNightIsTwentyFourHoursApart() async throws {
        let fixture = try await Fixture()
        try await fixture.moveEvent(starts: "2026-10-24T10:00+02:00", ends: "2026-10-26T18:00+01:00")
        let series = try await fixture.series("Gate", from: "2026-10-24T12:00", until: "2026-10-26T18:00", every: "1 day", length: "2 hours")
        #expect(series.map { Fixture.berlin($0.starts) } == ["2026-10-24 12:00 +02:00", "2026-10-25 11:00 +01:00", "2026-10-26 11:00 +01:00"])
    }

    @Test(arguments: [("2026-07-10T10:00", "2026-07-10T12:59"), ("2026-07-10T10:00", "2026-07-10T10:00"), ("2026-07-10T10:00", "2026-07-09T10:00")])
    func anUntilLeavingNoRoomForOneShiftIsRefused(from: String, until: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure { try await fixture.series(from: from, until: until, every: "4h", length: "3h") }
        #expect(error?.code == "invalid")
        #expect(error?.field == "until")
        #expect(await fixture.board() == before)
        // A minute more is room for one.
        #expect(try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-10T13:00", every: "4h", length: "3h").count == 1)
    }

    /// At most 500 shifts in a series: 500 one-minute shifts are taken, 501 refused.
    @Test func aSeriesOfMoreThanFiveHundredIsRefused() async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure { try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-10T18:21", every: "1m", length: "1m") }
        #expect(error?.code == "invalid")
        #expect(error?.field == "every")
        let whole = await failure { try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-12T18:00", every: "1 minute", length: "1m") }
        #expect(whole?.field == "every")
        #expect(await fixture.board() == before)
        let most = try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-10T18:20", every: "1m", length: "1m")
        #expect(most.count == 500)
        #expect(await fixture.board().shifts.count == 500)
    }

    @Test func oneBadNeedAddsNoneOfTheSeries() async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure {
            try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-11T10:00", every: "4h", length: "3h", needs: ["Bar=1", "Kitchen=1"])
        }
        #expect(error?.field == "need")
        #expect(await fixture.board() == before)
    }

    @Test(arguments: ["4", "4x", "0m", "32 days", "h", "", "-4h", "4h30"])
    func aLengthOfTimeThatIsNotOneIsRefused(_ duration: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let every = await failure { try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-11T10:00", every: duration, length: "1h") }
        #expect(every?.field == "every")
        let length = await failure { try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-11T10:00", every: "4h", length: duration) }
        #expect(length?.field == "length")
        #expect(await fixture.board() == before)
    }

    /// Digits beyond what any allowed length needs are refused, not multiplied (an overflow
    /// stopped the process once).
    @Test(arguments: ["999999999999999d", "99999999999999d", "9223372036854775807m"])
    func aLengthTooLargeIsRefused(_ every: String) async throws {
        let fixture = try await Fixture()
        let error = await failure { try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-11T10:00", every: every, length: "1h") }
        #expect(error?.field == "every")
        #expect(await fixture.board().shifts.isEmpty)
    }

    @Test(arguments: [("90m", 90 * 60), ("1h30m", 90 * 60), ("2 hours", 7200), ("1 Day", 86_400), ("45 min", 45 * 60)])
    func lengthsAreReadAsPeopleTypeThem(_ duration: String, seconds: Int) async throws {
        let fixture = try await Fixture()
        let series = try await fixture.series(from: "2026-07-10T10:00", until: "2026-07-12T18:00", every: "1 day", length: duration)
        #expect(series.allSatisfy { Int($0.ends.timeIntervalSince($0.starts)) == seconds })
    }
}
