import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// A volunteer's mail about their shifts: one reminder per assignment the event's lead time
/// before it starts (`QueueShiftReminders`, asked by each pass of the sender), never twice, never
/// once it started, none to a volunteer without an email nor for a cancelled shift or event; why
/// a reminder queued no longer goes (`withdrawal(of:)`); and the news of a shift moved, moved
/// elsewhere or cancelled, to each volunteer on it with an email (`UpdateShift`, `CancelShift`).
@Suite struct ShiftRemindersTests {
    /// Vera (#1) and Walt (#2) have emails, Xena (#3) none; all of them Bar. Shift #1 "Bar"
    /// (Bar=3, at Tent) Friday 10:00-14:00 has all three; #2 "Sat bar" (Bar=2) Saturday
    /// 10:00-12:00 has Vera. The clock reads 2026-07-01T12:00Z: nothing is due yet.
    static func crew() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=3"], place: "Tent")
        try await fixture.shift("Sat bar", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.volunteer("Walt", email: "walt@example.org")
        try await fixture.volunteer("Xena")
        for volunteer in ["1", "2", "3"] {
            try await fixture.assign("1", volunteer)
        }
        try await fixture.assign("2", "1")
        return fixture
    }

    static let vera = "vera@example.org"
    static let walt = "walt@example.org"

    // MARK: - Reminders

    @Test func oneReminderPerDueAssignmentAndNeverTwice() async throws {
        let fixture = try await Self.crew()
        #expect(try await fixture.queueShiftReminders() == 0)
        // 24 hours before #1 starts (08:00Z), less a second.
        try fixture.now("2026-07-09T09:59+02:00")
        fixture.dependencies.fixedClock.advance(by: 59)
        #expect(try await fixture.queueShiftReminders() == 0, "not a second early")
        #expect(await fixture.outbox().isEmpty)
        #expect(await fixture.board().assignments.allSatisfy { $0.reminderMessage == nil })

        fixture.dependencies.fixedClock.advance(by: 1)
        #expect(try await fixture.queueShiftReminders() == 2, "Vera's and Walt's; Xena has no email")
        let queued = await fixture.outbox(.shift, status: .queued)
        #expect(queued.count == 2)
        #expect(Set(queued.map(\.recipient.value)) == [Self.vera, Self.walt])
        let now = fixture.dependencies.fixedClock.now()
        for mail in queued {
            #expect(mail.guestID == nil)
            #expect(mail.subject == "Your shift at Fest: Bar, Friday 10 July 2026, 10:00, Berlin time")
            #expect(mail.note == "#1 Bar, as Bar\nFriday 10 July 2026, 10:00–14:00, Berlin time\nAt Tent")
            #expect(mail.createdAt == now)
            #expect(mail.nextAttemptAt <= now, "due to go at once")
        }
        // Each assignment holds its own reminder; Xena's and the Saturday one hold none.
        let board = await fixture.board()
        for assignment in board.assignments {
            let email = board.volunteer(assignment.volunteer)?.email?.value
            let shift = board.shift(assignment.shift)?.number
            let expected = shift == 1 ? queued.first { $0.recipient.value == email }?.id : nil
            #expect(assignment.reminderMessage == expected, "#\(shift ?? 0) \(email ?? "no email")")
        }

        for _ in 0..<3 {
            fixture.dependencies.fixedClock.advance(by: 3600)
            #expect(try await fixture.queueShiftReminders() == 0, "never twice")
        }
        #expect(await fixture.outbox().count == 2)

        // One more on #1: only the newcomer is reminded, not again those reminded already.
        try await fixture.update("1", needs: ["Bar=4"])
        try await fixture.volunteer("Yves", email: "yves@example.org")
        try await fixture.assign("1", "4")
        #expect(try await fixture.queueShiftReminders() == 1)
        #expect(await fixture.outbox(.shift).map(\.recipient.value).filter { $0 == "yves@example.org" }.count == 1)
        #expect(await fixture.outbox().count == 3)
        let reminded = await fixture.outbox(.shift).map(\.id)

        // The Saturday shift's turn: Vera alone, once.
        try fixture.now("2026-07-10T10:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 1)
        let saturday = await fixture.outbox(.shift).filter { !reminded.contains($0.id) }
        #expect(saturday.map(\.recipient.value) == [Self.vera])
        #expect(saturday.first?.subject == "Your shift at Fest: Sat bar, Saturday 11 July 2026, 10:00, Berlin time")
        #expect(saturday.first?.note == "#2 Sat bar, as Bar\nSaturday 11 July 2026, 10:00–12:00, Berlin time")
        #expect(try await fixture.queueShiftReminders() == 0)
        #expect(await fixture.outbox().count == 4)
    }

    /// Assigned within the lead time, a volunteer is reminded at the next pass; assigned once the
    /// shift started, or never asked before it started, never.
    @Test func lateButNeverOnceStarted() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Sat bar", "2026-07-11T12:00", "2026-07-11T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.volunteer("Walt", email: "walt@example.org")
        try await fixture.volunteer("Yves", email: "yves@example.org")
        try await fixture.shift("Noon", "2026-07-10T12:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.assign("2", "1")

        try fixture.now("2026-07-10T09:00+02:00")
        try await fixture.assign("1", "1")
        #expect(try await fixture.queueShiftReminders() == 1, "an hour before: late, but reminded")
        #expect(await fixture.outbox(.shift).map(\.recipient.value) == [Self.vera])

        try fixture.now("2026-07-10T10:00+02:00")
        try await fixture.assign("1", "2")  // An organiser may still put someone on a started shift.
        try await fixture.assign("3", "3")  // Yves is due a reminder of the noon shift.
        #expect(try await fixture.queueShiftReminders() == 1, "Yves's; not Walt's: #1 started at this very second")
        // The Saturday shift was never asked about before it started.
        try fixture.now("2026-07-11T12:00+02:00")
        #expect(await fixture.store.eventsWithShiftRemindersDue(at: fixture.dependencies.fixedClock.now()).isEmpty)
        #expect(try await fixture.queueShiftReminders() == 0, "Vera's Saturday shift started")
        #expect(await fixture.outbox().map(\.recipient.value) == [Self.vera, "yves@example.org"])
        #expect(await fixture.board().assignments.filter { $0.reminderMessage != nil }.count == 2)
    }

    @Test func noneForAVolunteerWithoutAnEmail() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Xena")
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T09:00+02:00")
        #expect(await fixture.store.eventsWithShiftRemindersDue(at: fixture.dependencies.fixedClock.now()).isEmpty)
        #expect(try await fixture.queueShiftReminders() == 0)
        #expect(await fixture.outbox().isEmpty)
        // Beside Vera, who has one, Xena still gets none.
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.assign("1", "2")
        #expect(try await fixture.queueShiftReminders() == 1)
        #expect(await fixture.outbox().map(\.recipient.value) == [Self.vera])
        let board = await fixture.board()
        let xena = try #require(board.volunteers.first { $0.name == "Xena" })
        #expect(board.assignments.first { $0.volunteer == xena.id }?.reminderMessage == nil)
        #expect(try await fixture.queueShiftReminders() == 0)
    }

    @Test func noneForACancelledShiftOrEvent() async throws {
        let fixture = try await Self.crew()
        try await fixture.cancel("1")
        // Walt moves to #3 at #1's time, which is not cancelled.
        try await fixture.shift("Also bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.assign("3", "2")
        let news = await fixture.outbox(.shiftNews).count
        // #1 and #3 would be due now.
        try fixture.now("2026-07-09T12:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 1, "#3's; #1 is cancelled")
        #expect(await fixture.outbox(.shift).map(\.subject) == ["Your shift at Fest: Also bar, Friday 10 July 2026, 10:00, Berlin time"])
        try await fixture.cancelEvent()
        // #2 would be due now.
        try fixture.now("2026-07-10T12:00+02:00")
        #expect(await fixture.store.eventsWithShiftRemindersDue(at: fixture.dependencies.fixedClock.now()).isEmpty)
        #expect(try await fixture.queueShiftReminders() == 0, "the fest is cancelled")
        #expect(await fixture.outbox(.shift).count == 1)
        #expect(await fixture.outbox(.shiftNews).count == news)
        #expect(await fixture.board().assignments.filter { $0.reminderMessage != nil }.count == 1)
    }

    /// The lead time is the event's setting; a new one applies to reminders not queued yet.
    @Test func theLeadTimeComesFromTheSettings() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Sat bar", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        _ = try await ChangeShiftSettings(fixture.dependencies).execute(ShiftSettingsRequest(event: "fest", remindBefore: "3h"))

        try fixture.now("2026-07-09T10:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 0, "24 hours before is too early now")
        try fixture.now("2026-07-10T06:59+02:00")
        fixture.dependencies.fixedClock.advance(by: 59)
        #expect(try await fixture.queueShiftReminders() == 0, "a second before three hours")
        fixture.dependencies.fixedClock.advance(by: 1)
        #expect(try await fixture.queueShiftReminders() == 1)
        #expect(await fixture.outbox(.shift).compactMap(\.subject) == ["Your shift at Fest: Bar, Friday 10 July 2026, 10:00, Berlin time"])

        // Two days ahead: Saturday's, 27 hours off, is due at once.
        _ = try await ChangeShiftSettings(fixture.dependencies).execute(ShiftSettingsRequest(event: "fest", remindBefore: "2 days"))
        #expect(try await fixture.queueShiftReminders() == 1)
        #expect(await fixture.outbox(.shift).count == 2)
        #expect(try await fixture.queueShiftReminders() == 0)
    }

    // MARK: - Withdrawal

    @Test func aReminderQueuedSaysWhyItNoLongerGoes() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Late bar", "2026-07-10T16:00", "2026-07-10T18:00", needs: ["Bar=1"])
        try await fixture.shift("Night bar", "2026-07-10T19:00", "2026-07-10T21:00", needs: ["Bar=1"])
        for name in ["Vera", "Walt", "Yves", "Zoe"] {
            try await fixture.volunteer(name, email: "\(name.lowercased())@example.org")
        }
        try await fixture.assign("1", "1")
        try await fixture.assign("1", "2")
        try await fixture.assign("2", "3")
        try await fixture.assign("3", "4")
        try fixture.now("2026-07-09T20:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 4)
        let reminders = Dictionary(uniqueKeysWithValues: await fixture.outbox(.shift).map { ($0.recipient.value, $0) })
        let (vera, walt, yves, zoe) = try (#require(reminders[Self.vera]), #require(reminders[Self.walt]),
                                           #require(reminders["yves@example.org"]), #require(reminders["zoe@example.org"]))
        for mail in [vera, walt, yves, zoe] {
            #expect(try await fixture.withdrawal(mail) == nil, "\(mail.recipient) is still due their reminder")
        }

        try await fixture.unassign("1", "2")
        #expect(try await fixture.withdrawal(walt)?.contains("left the shift") == true)
        #expect(try await fixture.withdrawal(vera) == nil, "Vera is still on #1")

        try await fixture.cancel("2")
        #expect(try await fixture.withdrawal(yves) == "not sent: shift #2 was cancelled")
        let news = try #require(await fixture.outbox(.shiftNews).first)
        #expect(try await fixture.withdrawal(news) == nil, "the news of the cancellation goes")
        #expect(try await fixture.withdrawal(zoe) == nil)

        try await fixture.cancelEvent()
        #expect(try await fixture.withdrawal(zoe) == "not sent: Fest was cancelled")
        #expect(try await fixture.withdrawal(vera) == "not sent: Fest was cancelled")
        #expect(try await fixture.withdrawal(yves) == "not sent: shift #2 was cancelled")

        // Another kind's mail is another source's business.
        let task = OutboxMessage.notice(.task, of: fixture.event.id, to: try EmailAddress(Self.vera), saying: "Order the cake",
                                        at: fixture.dependencies.fixedClock.now(), id: fixture.dependencies.ids.make())
        #expect(try await fixture.withdrawal(task) == nil)
    }

    /// Unassigned and assigned again, a volunteer gets a reminder of the new assignment; the old
    /// one stays withdrawn.
    @Test func assignedAgainIsRemindedAgain() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-09T12:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 1)
        let first = try #require(await fixture.outbox(.shift).first)
        try await fixture.unassign("1", "1")
        #expect(try await fixture.queueShiftReminders() == 0)
        try await fixture.assign("1", "1")
        #expect(try await fixture.queueShiftReminders() == 1)
        let second = try #require(await fixture.outbox(.shift).last)
        #expect(second.id != first.id)
        #expect(try await fixture.withdrawal(first) != nil)
        #expect(try await fixture.withdrawal(second) == nil)
        #expect(try await fixture.queueShiftReminders() == 0)
    }

    // MARK: - A shift moved

    @Test func aNewStartRemindsAgainAndWithdrawsTheOldReminder() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.volunteer("Xena")
        try await fixture.assign("1", "1")
        try await fixture.assign("1", "2")
        try fixture.now("2026-07-09T12:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 1)
        let old = try #require(await fixture.outbox(.shift).first)

        // An hour later, still within the lead time.
        try await fixture.update("1", starts: "2026-07-10T11:00")
        #expect(await fixture.board().assignments.allSatisfy { $0.reminderMessage == nil }, "the old reminder is let go")
        let withdrawn = try await fixture.withdrawal(old)
        #expect(withdrawn?.contains("moved") == true, "\(withdrawn ?? "nil")")
        let news = await fixture.outbox(.shiftNews)
        #expect(news.map(\.recipient.value) == [Self.vera], "Xena has no email")
        #expect(news.first?.note?.contains("Friday 10 July 2026, 11:00–14:00, Berlin time") == true)

        #expect(try await fixture.queueShiftReminders() == 1, "reminded again for the new time")
        let new = try #require(await fixture.outbox(.shift).first { $0.id != old.id })
        #expect(new.recipient.value == Self.vera)
        #expect(new.subject == "Your shift at Fest: Bar, Friday 10 July 2026, 11:00, Berlin time")
        #expect(new.note?.contains("Friday 10 July 2026, 11:00–14:00, Berlin time") == true)
        #expect(await fixture.board().assignments.first { $0.reminderMessage != nil }?.reminderMessage == new.id)
        #expect(try await fixture.withdrawal(new) == nil)
        #expect(try await fixture.queueShiftReminders() == 0)

        // Moved out of the lead time: reminded only once it comes round.
        try await fixture.update("1", starts: "2026-07-11T09:00", ends: "2026-07-11T12:00")
        #expect(try await fixture.withdrawal(new) != nil)
        #expect(try await fixture.queueShiftReminders() == 0, "Saturday 09:00 is 45 hours off")
        try fixture.now("2026-07-10T08:59+02:00")
        #expect(try await fixture.queueShiftReminders() == 0)
        try fixture.now("2026-07-10T09:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 1)
        #expect(await fixture.outbox(.shift).count == 3)
        #expect(await fixture.outbox(.shift).last?.subject == "Your shift at Fest: Bar, Saturday 11 July 2026, 09:00, Berlin time")
    }

    /// A new end or place is news, but the reminder queued for the start still goes.
    @Test func aNewEndOrPlaceKeepsTheReminder() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-09T12:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 1)
        let reminder = try #require(await fixture.outbox(.shift).first)
        try await fixture.update("1", ends: "2026-07-10T15:00")
        try await fixture.update("1", place: "Garden")
        #expect(await fixture.board().assignments.first?.reminderMessage == reminder.id)
        #expect(try await fixture.withdrawal(reminder) == nil)
        #expect(try await fixture.queueShiftReminders() == 0)
        #expect(await fixture.outbox(.shiftNews).count == 2)
    }

    // MARK: - News

    @Test func newTimesOrPlaceAreNewsToEachVolunteerOnTheShiftWithAnEmail() async throws {
        let fixture = try await Self.crew()
        try await fixture.volunteer("Yves", email: "yves@example.org")
        try await fixture.assign("2", "4")
        fixture.dependencies.fixedClock.advance(by: 60)
        let now = fixture.dependencies.fixedClock.now()

        try await fixture.update("1", place: "Garden")
        let news = await fixture.outbox(.shiftNews)
        #expect(Set(news.map(\.recipient.value)) == [Self.vera, Self.walt], "not Xena (no email), not Yves (not on it)")
        #expect(news.count == 2)
        for mail in news {
            #expect(mail.subject == "Changed: your shift at Fest, Bar")
            #expect(mail.note == "Shift #1 Bar changed. It is now:\n\n#1 Bar, as Bar\nFriday 10 July 2026, 10:00–14:00, Berlin time\nAt Garden")
            #expect(mail.guestID == nil && mail.status == .queued && mail.createdAt == now)
        }

        var fresh = try await fixture.newMail { try await fixture.update("1", ends: "2026-07-10T15:00") }
        #expect(Set(fresh.map(\.recipient.value)) == [Self.vera, Self.walt] && fresh.count == 2, "a new end is news")
        #expect(fresh.allSatisfy { $0.kind == .shiftNews && $0.note?.contains("10:00–15:00") == true })

        fresh = try await fixture.newMail { try await fixture.update("1", starts: "2026-07-10T09:00") }
        #expect(Set(fresh.map(\.recipient.value)) == [Self.vera, Self.walt] && fresh.count == 2, "a new start is news")
        #expect(fresh.allSatisfy { $0.kind == .shiftNews && $0.note?.contains("09:00–15:00") == true })

        fresh = try await fixture.newMail { try await fixture.update("1", place: "") }
        #expect(Set(fresh.map(\.recipient.value)) == [Self.vera, Self.walt] && fresh.count == 2, "a place cleared is news")
        #expect(fresh.allSatisfy { $0.kind == .shiftNews && $0.note?.contains("At ") == false })

        try await fixture.update("1", title: "Bar, morning")
        try await fixture.update("1", needs: ["Bar=4"])
        #expect(await fixture.outbox(.shiftNews).count == 8, "a new title or need is no news")

        // Only those on it when it changes: Walt left.
        try await fixture.unassign("1", "2")
        fresh = try await fixture.newMail { try await fixture.update("1", place: "Hall") }
        #expect(fresh.map(\.recipient.value) == [Self.vera])
        #expect(fresh.first?.subject == "Changed: your shift at Fest, Bar, morning")
        #expect(await fixture.outbox(.shiftNews).count == 9)
        #expect(await fixture.outbox(.shift).isEmpty, "news is no reminder")
    }

    @Test func aCancellationIsNewsToEachVolunteerOnTheShiftWithAnEmail() async throws {
        let fixture = try await Self.crew()
        try await fixture.cancel("1")
        let news = await fixture.outbox(.shiftNews)
        #expect(Set(news.map(\.recipient.value)) == [Self.vera, Self.walt])
        #expect(news.count == 2)
        for mail in news {
            #expect(mail.subject == "Cancelled: your shift at Fest, Bar")
            #expect(mail.note == "Shift #1 Bar was cancelled: you are free at its time.\n\n#1 Bar, as Bar\nFriday 10 July 2026, 10:00–14:00, Berlin time\nAt Tent")
        }
        // Nor is anything more said of the cancelled shift: no reminder, no news of new times.
        try await fixture.update("1", place: "Garden", starts: "2026-07-10T11:00")
        try fixture.now("2026-07-09T12:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 0)
        #expect(await fixture.outbox().count == 2)
    }

    /// A shift with nobody on it, or only volunteers without email, mails nobody; the same
    /// changes to a shift Vera is on tell her each.
    @Test func aShiftWithNobodyToTellMailsNobody() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Door", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Vera's", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Xena")
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.assign("2", "1")
        try await fixture.assign("3", "2")
        for shift in ["1", "2", "3"] {
            try await fixture.update(shift, place: "Garden")
            try await fixture.update(shift, starts: "2026-07-10T11:00")
            try await fixture.cancel(shift)
        }
        let mail = await fixture.outbox()
        #expect(mail.count == 3 && mail.allSatisfy { $0.kind == .shiftNews && $0.recipient.value == Self.vera })
        #expect(mail.allSatisfy { $0.subject?.hasSuffix("Vera's") == true })
    }

    // MARK: - Refusals

    @Test func everyRefusedChangeQueuesNoMail() async throws {
        let fixture = try await Self.crew()
        // Vera is on #3 too, right after #1.
        try await fixture.shift("Late bar", "2026-07-10T14:00", "2026-07-10T18:00", needs: ["Bar=1"])
        try await fixture.assign("3", "1")
        try await fixture.cancel("2")
        try fixture.now("2026-07-09T14:00+02:00")
        #expect(try await fixture.queueShiftReminders() == 3, "Vera's and Walt's of #1, Vera's of #3")
        let mail = await fixture.outbox()
        #expect(mail.count == 4, "and the news of #2 cancelled, to Vera")

        let refusals: [(String, () async throws -> ShiftItem)] = [
            ("a need below those on it", { try await fixture.update("1", place: "Garden", needs: ["Bar=2"]) }),
            ("a new end onto Vera's next shift", { try await fixture.update("1", ends: "2026-07-10T15:00") }),
            ("a start after the end", { try await fixture.update("1", starts: "2026-07-10T15:00") }),
            ("nothing given", { try await fixture.update("1") }),
            ("the same place", { try await fixture.update("1", place: "Tent") }),
            ("the same times", { try await fixture.update("1", starts: "2026-07-10T10:00", ends: "2026-07-10T14:00") }),
            ("a start that is no time", { try await fixture.update("1", starts: "soon") }),
            ("a blank place", { try await fixture.update("1", place: " ") }),
            ("an unknown shift", { try await fixture.update("9", place: "Garden") }),
            ("a cancelled shift cancelled again", { try await fixture.cancel("2") }),
            ("an unknown shift cancelled", { try await fixture.cancel("9") }),
        ]
        for (what, change) in refusals {
            let before = await fixture.board()
            #expect(await failure(change) != nil, "\(what) is refused")
            #expect(await fixture.outbox() == mail, "\(what) queues no mail")
            #expect(await fixture.board() == before, "\(what) changes nothing")
        }
        for (user, refusal) in [(fixture.stan, staffRefusal), (fixture.nora, festMissing)] {
            fixture.signIn(user)
            await #expect(throws: refusal) { try await fixture.update("1", starts: "2026-07-10T11:00") }
            await #expect(throws: refusal) { try await fixture.cancel("1") }
        }
        #expect(await fixture.outbox() == mail)
        #expect(await fixture.board().assignments.filter { $0.reminderMessage != nil }.count == 3, "the reminders stand")
    }
}

private extension Fixture {
    func queueShiftReminders() async throws -> Int {
        try await QueueShiftReminders(dependencies).queueDue()
    }

    func withdrawal(_ message: OutboxMessage) async throws -> String? {
        try await QueueShiftReminders(dependencies).withdrawal(of: message)
    }

    /// The fest's outbox, of `kind` if given, in the order queued.
    func outbox(_ kind: MailKind? = nil, status: MailStatus? = nil) async -> [OutboxMessage] {
        await store.messages(of: event.id, status: status).filter { kind == nil || $0.kind == kind }
    }

    /// The mail `body` queued.
    func newMail<T>(_ body: () async throws -> T) async throws -> [OutboxMessage] {
        let before = Set(await outbox().map(\.id))
        _ = try await body()
        return await outbox().filter { !before.contains($0.id) }
    }

    func cancelEvent() async throws {
        var event = try #require(await store.find(id: event.id))
        event.status = .cancelled
        try await store.update(event)
    }
}
