public import Domain
import Foundation
import Testing

/// What every `TaskRepository` does. Tasks belong to events (made through `EventRepository`,
/// whose owners and members are accounts made through `UserRepository` and
/// `MembershipRepository`); a task's reminder is a message of the outbox (`MailOutboxRepository`).
public enum TaskRepositoryContract {
    public typealias Store = any TaskRepository & EventRepository & UserRepository & MembershipRepository & MailOutboxRepository
    private typealias F = ContractFixtures
    private typealias M = MailContractFixtures

    /// A store holding one event, `gala`, owned by an account of its own, which it returns too.
    static func gala(in store: Store, _ handle: String = "summer-gala") async throws -> (Event, User) {
        let owner = try F.user("owner-of-\(handle)@example.org")
        try await store.addAccount(owner)
        let gala = try F.event(handle)
        try await store.create(gala, owner: F.membership(gala, owner))
        return (gala, owner)
    }

    /// A new account, staff of each of `events`.
    static func member(_ name: String, of events: [Event], in store: Store) async throws -> User {
        let user = try F.user("\(name)@example.org", name: name)
        try await store.addAccount(user)
        for event in events { try await store.save(F.membership(event, user, role: .staff, at: 1)) }
        return user
    }

    /// Task `#number` of `event`, made `created` seconds after the base, at `position` (its number when nil).
    static func task(_ number: Int, of event: Event, position: Int? = nil, assignee: User? = nil, due: TaskDue? = nil,
                     created: TimeInterval = 0) -> EventTask {
        EventTask(id: EventTaskID(UUID()), eventID: event.id, number: number, title: "Task \(number)", assignee: assignee?.id,
                  due: due, position: position ?? number, createdAt: F.instant(created), updatedAt: F.instant(created))
    }

    /// The reminder mail of `task` to `user`, made `created` seconds after the base and due at once.
    static func reminder(of task: EventTask, to user: User, created: TimeInterval = 0) -> OutboxMessage {
        .notice(.task, of: task.eventID, to: user.email, saying: "#\(task.number) \(task.title)", at: F.instant(created),
                id: MailMessageID(UUID()))
    }

    /// A task with its event, which a tuple is not: comparable, in a stable order.
    struct OfEvent: Hashable {
        let task: EventTask
        let event: Event
    }

    /// `pairs` in one order whatever order the store gave them in.
    static func sorted(_ pairs: [(EventTask, Event)]) -> [OfEvent] {
        pairs.map { OfEvent(task: $0.0, event: $0.1) }.sorted { $0.task.id.description < $1.task.id.description }
    }

    static func sorted(_ pairs: [OfEvent]) -> [OfEvent] {
        pairs.sorted { $0.task.id.description < $1.task.id.description }
    }

    /// `task` marked done by `user` `offset` seconds after the base.
    static func done(_ task: EventTask, by user: User, at offset: TimeInterval) -> EventTask {
        var done = task
        done.doneAt = F.instant(offset)
        done.doneBy = user.id
        done.updatedAt = F.instant(offset)
        return done
    }

    public static let cases: [ContractCase<Store>] = checklistCases + reminderCases + templateCases

    private static let checklistCases: [ContractCase<Store>] = [
        ContractCase("changeTasks adds, edits and removes tasks; tasks lists them by position, then number") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let (other, _) = try await Self.gala(in: store, "other")
            let ann = try await member("ann", of: [gala], in: store)
            let first = task(1, of: gala, position: 2, assignee: ann)
            let second = task(2, of: gala, position: 1)
            let third = task(3, of: gala, position: 1)
            let elsewhere = task(1, of: other)
            let added = [first, second, third]
            let seen = try await store.changeTasks(event: gala.id) { event, tasks in
                tasks += added
                return event
            }
            #expect(seen == gala)
            try await store.changeTasks(event: other.id) { _, tasks in tasks.append(elsewhere) }
            #expect(try await store.tasks(of: gala.id) == [second, third, first])

            var moved = first
            moved.title = "Book the band — Zoë's"
            moved.position = 0
            moved.assignee = nil
            moved.updatedAt = F.instant(50)
            let edited = moved
            let fourth = task(4, of: gala, position: 1)
            let count = try await store.changeTasks(event: gala.id) { _, tasks in
                let before = tasks.count
                tasks.removeAll { $0.id == edited.id || $0.id == second.id }
                tasks += [fourth, edited]
                return before
            }
            #expect(count == 3, "the change sees the stored checklist")
            #expect(try await store.tasks(of: gala.id) == [moved, third, fourth])
            #expect(try await store.tasks(of: other.id) == [elsewhere])
            #expect(try await store.tasks(of: EventID(UUID())).isEmpty)
        },
        ContractCase("due times (an instant, days and minutes from either end, none), notes and who did a task come back as stored") { (store: Store) async throws in
            let (gala, owner) = try await gala(in: store)
            let ann = try await member("ann", of: [gala], in: store)
            var atInstant = task(1, of: gala, assignee: ann, due: .at(F.instant(7200.125)), created: 0.5)
            atInstant.note = "Two lines\nand Zoë Šimić, 李雷 ; , \\ \" ' in them"
            atInstant.updatedAt = F.instant(10.25)
            var beforeStart = task(2, of: gala, assignee: ann, due: .relative(TaskOffset(anchor: .start, days: -3, minutes: -90)))
            beforeStart.doneAt = F.instant(30.5)
            beforeStart.doneBy = owner.id
            let afterEnd = task(3, of: gala, due: .relative(TaskOffset(anchor: .end, minutes: 120)))
            let daysAfterEnd = task(4, of: gala, due: .relative(TaskOffset(anchor: .end, days: 2)))
            var never = task(5, of: gala)
            never.note = ""
            let added = [atInstant, beforeStart, afterEnd, daysAfterEnd, never]
            try await store.changeTasks(event: gala.id) { _, tasks in tasks += added }
            #expect(try await store.tasks(of: gala.id) == added)

            var relativeNow = atInstant
            relativeNow.due = .relative(TaskOffset(anchor: .start, days: 1, minutes: 15))
            relativeNow.note = nil
            var reopened = beforeStart
            reopened.due = .at(F.instant(-86_400))
            reopened.doneAt = nil
            reopened.doneBy = nil
            var noLonger = afterEnd
            noLonger.due = nil
            var otherEnd = daysAfterEnd
            otherEnd.due = .relative(TaskOffset(anchor: .start, days: 2))
            var dueNow = never
            dueNow.due = .at(F.instant(60))
            dueNow.doneAt = F.instant(61)
            dueNow.doneBy = ann.id
            let changed = [relativeNow, reopened, noLonger, otherEnd, dueNow]
            try await store.changeTasks(event: gala.id) { _, tasks in tasks = changed }
            #expect(try await store.tasks(of: gala.id) == changed)
        },
        ContractCase("two tasks with one number are refused, naming it, and store nothing") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let first = task(1, of: gala)
            try await store.changeTasks(event: gala.id) { _, tasks in tasks.append(first) }
            let fresh = task(2, of: gala)
            let again = task(1, of: gala, position: 9)
            await #expect(throws: DomainError.taskNumberTaken(1)) {
                try await store.changeTasks(event: gala.id) { _, tasks in tasks += [fresh, again] }
            }
            let twin = task(2, of: gala, position: 3)
            await #expect(throws: DomainError.taskNumberTaken(2)) {
                try await store.changeTasks(event: gala.id) { _, tasks in tasks += [fresh, twin] }
            }
            #expect(try await store.tasks(of: gala.id) == [first])
        },
        ContractCase("an error from the change stores nothing; a missing event is eventMissing; a task of another event is refused") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let (other, _) = try await Self.gala(in: store, "other")
            let first = task(1, of: gala)
            try await store.changeTasks(event: gala.id) { _, tasks in tasks.append(first) }
            let failure = DomainError.invalid(field: "title", message: "no")
            let extra = task(2, of: gala)
            await #expect(throws: failure) {
                try await store.changeTasks(event: gala.id) { (_, tasks: inout [EventTask]) throws(DomainError) in
                    tasks.removeAll()
                    tasks.append(extra)
                    throw failure
                }
            }
            #expect(try await store.tasks(of: gala.id) == [first])
            let ghost = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(ghost)) {
                try await store.changeTasks(event: ghost) { _, tasks in tasks.removeAll() }
            }
            let stray = task(2, of: other)
            await #expect(throws: DomainError.referenceMissing) {
                try await store.changeTasks(event: gala.id) { _, tasks in tasks.append(stray) }
            }
            #expect(try await store.tasks(of: gala.id) == [first])
            #expect(try await store.tasks(of: other.id).isEmpty)
        },
        ContractCase("openTasks gives the user's open tasks of every event, each with its event") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let (other, _) = try await Self.gala(in: store, "other")
            let ann = try await member("ann", of: [gala, other], in: store)
            let bob = try await member("bob", of: [gala], in: store)
            let kim = try await member("kim", of: [gala, other], in: store)
            let annsFirst = task(1, of: gala, assignee: ann, due: .at(F.instant(100)))
            let annsDone = done(task(2, of: gala, assignee: ann), by: ann, at: 20)
            let bobs = task(3, of: gala, assignee: bob)
            let nobodys = task(4, of: gala)
            let annsOther = task(1, of: other, assignee: ann, due: .relative(TaskOffset(anchor: .start, days: -1)))
            try await store.changeTasks(event: gala.id) { _, tasks in tasks += [annsFirst, annsDone, bobs, nobodys] }
            try await store.changeTasks(event: other.id) { _, tasks in tasks.append(annsOther) }
            #expect(sorted(try await store.openTasks(assignedTo: ann.id))
                    == sorted([OfEvent(task: annsFirst, event: gala), OfEvent(task: annsOther, event: other)]))
            #expect(sorted(try await store.openTasks(assignedTo: bob.id)) == [OfEvent(task: bobs, event: gala)])
            #expect(try await store.openTasks(assignedTo: kim.id).isEmpty)
            #expect(try await store.openTasks(assignedTo: UserID(UUID())).isEmpty)

            let finished = done(annsFirst, by: bob, at: 30)
            try await store.changeTasks(event: gala.id) { _, tasks in
                tasks = tasks.map { $0.id == finished.id ? finished : $0 }
            }
            #expect(sorted(try await store.openTasks(assignedTo: ann.id)) == [OfEvent(task: annsOther, event: other)])
        },
        ContractCase("deleting the event deletes its tasks") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let (other, _) = try await Self.gala(in: store, "other")
            let ann = try await member("ann", of: [gala, other], in: store)
            let doomed = task(1, of: gala, assignee: ann, due: .at(F.instant(100)))
            let reminded = task(2, of: gala, assignee: ann, due: .at(F.instant(100)))
            let kept = task(1, of: other, assignee: ann, due: .at(F.instant(100)))
            try await store.changeTasks(event: gala.id) { _, tasks in tasks += [doomed, reminded] }
            try await store.changeTasks(event: other.id) { _, tasks in tasks.append(kept) }
            #expect(try await store.queueReminder(reminder(of: reminded, to: ann), for: reminded.id, assignee: ann.id))
            try await store.delete(gala.id)
            #expect(try await store.tasks(of: gala.id).isEmpty)
            #expect(try await store.tasks(of: other.id) == [kept])
            #expect(sorted(try await store.openTasks(assignedTo: ann.id)) == [OfEvent(task: kept, event: other)])
            #expect(sorted(try await store.tasksAwaitingReminder()) == [OfEvent(task: kept, event: other)])
        },
    ]

    private static let reminderCases: [ContractCase<Store>] = [
        ContractCase("tasksAwaitingReminder gives the open, assigned tasks with a due time and no reminder, with their events") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let (other, _) = try await Self.gala(in: store, "other")
            let ann = try await member("ann", of: [gala, other], in: store)
            let bob = try await member("bob", of: [gala], in: store)
            let due = task(1, of: gala, assignee: ann, due: .at(F.instant(100)))
            let relative = task(2, of: gala, assignee: bob, due: .relative(TaskOffset(anchor: .end, days: -1, minutes: 30)))
            let finished = done(task(3, of: gala, assignee: ann, due: .at(F.instant(100))), by: ann, at: 5)
            let nobodys = task(4, of: gala, due: .at(F.instant(100)))
            let undated = task(5, of: gala, assignee: ann)
            let reminded = task(6, of: gala, assignee: bob, due: .at(F.instant(50)))
            let elsewhere = task(1, of: other, assignee: ann, due: .relative(TaskOffset(anchor: .start)))
            try await store.changeTasks(event: gala.id) { _, tasks in tasks += [due, relative, finished, nobodys, undated, reminded] }
            try await store.changeTasks(event: other.id) { _, tasks in tasks.append(elsewhere) }
            #expect(try await store.queueReminder(reminder(of: reminded, to: bob), for: reminded.id, assignee: bob.id))
            #expect(sorted(try await store.tasksAwaitingReminder())
                    == sorted([OfEvent(task: due, event: gala), OfEvent(task: relative, event: gala), OfEvent(task: elsewhere, event: other)]))
        },
        ContractCase("queueReminder queues the message and keeps it on the task; a second, or one for a task done or someone else's, queues nothing") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let ann = try await member("ann", of: [gala], in: store)
            let bob = try await member("bob", of: [gala], in: store)
            let anns = task(1, of: gala, assignee: ann, due: .at(F.instant(100)))
            let finished = done(task(2, of: gala, assignee: ann, due: .at(F.instant(100))), by: ann, at: 5)
            let bobs = task(3, of: gala, assignee: bob, due: .at(F.instant(100)))
            try await store.changeTasks(event: gala.id) { _, tasks in tasks += [anns, finished, bobs] }
            let first = reminder(of: anns, to: ann, created: 10)
            #expect(try await store.queueReminder(first, for: anns.id, assignee: ann.id))
            #expect(try await store.messages(of: gala.id, status: .queued) == [first])
            var remindedAnns = anns
            remindedAnns.reminder = first.id
            #expect(try await store.tasks(of: gala.id) == [remindedAnns, finished, bobs])

            #expect(try await store.queueReminder(reminder(of: anns, to: ann, created: 11), for: anns.id, assignee: ann.id) == false,
                    "a task reminded once is not reminded again")
            #expect(try await store.queueReminder(first, for: anns.id, assignee: ann.id) == false, "the same message again")
            #expect(try await store.queueReminder(reminder(of: finished, to: ann, created: 12), for: finished.id, assignee: ann.id) == false,
                    "a task done is not reminded of")
            #expect(try await store.queueReminder(reminder(of: bobs, to: ann, created: 13), for: bobs.id, assignee: ann.id) == false,
                    "bob's task is not reminded of to ann")
            #expect(try await store.queueReminder(reminder(of: anns, to: ann, created: 14), for: EventTaskID(UUID()), assignee: ann.id) == false,
                    "an unknown task is not reminded of")
            #expect(try await store.messages(of: gala.id, status: nil) == [first])
            #expect(try await store.tasks(of: gala.id) == [remindedAnns, finished, bobs])

            let toBob = reminder(of: bobs, to: bob, created: 15)
            #expect(try await store.queueReminder(toBob, for: bobs.id, assignee: bob.id))
            #expect(try await store.messages(of: gala.id, status: nil) == [first, toBob])
            #expect(try await store.tasks(of: gala.id).map(\.reminder) == [first.id, nil, toBob.id])

            // The task a reminder is for, found by the reminder, with its event; none once it loses it.
            let found = try await store.task(reminder: toBob.id)
            #expect(found?.0.id == bobs.id && found?.0.reminder == toBob.id && found?.1 == gala)
            #expect(try await store.task(reminder: MailMessageID(UUID())) == nil)
            try await store.changeTasks(event: gala.id) { _, tasks in tasks[2].reminder = nil }
            #expect(try await store.task(reminder: toBob.id) == nil)
        },
        ContractCase("a reminder still queued is replaced when its task is done, loses its reminder or goes; other edits, and changes refused, keep it") { (store: Store) async throws in
            let (gala, owner) = try await gala(in: store)
            let ann = try await member("ann", of: [gala], in: store)
            let tasks = (1...4).map { task($0, of: gala, assignee: ann, due: .at(F.instant(100))) }
            try await store.changeTasks(event: gala.id) { _, list in list += tasks }
            let messages = tasks.enumerated().map { offset, task in reminder(of: task, to: ann, created: TimeInterval(offset)) }
            for (task, message) in zip(tasks, messages) {
                #expect(try await store.queueReminder(message, for: task.id, assignee: ann.id))
            }
            let reminded = try await store.tasks(of: gala.id)
            #expect(reminded.map(\.reminder) == messages.map(\.id))

            var renamed = reminded[0]
            renamed.title = "Renamed"
            renamed.position = 7
            renamed.due = .at(F.instant(200))
            let edited = renamed
            try await store.changeTasks(event: gala.id) { _, list in list = list.map { $0.id == edited.id ? edited : $0 } }
            #expect(try await store.messages(of: gala.id, status: .queued) == messages, "an edit leaves the reminder be")

            let finished = done(edited, by: owner, at: 40)
            let failure = DomainError.invalid(field: "task", message: "no")
            await #expect(throws: failure) {
                try await store.changeTasks(event: gala.id) { (_, list: inout [EventTask]) throws(DomainError) in
                    list = list.map { $0.id == finished.id ? finished : $0 }
                    throw failure
                }
            }
            let twin = task(1, of: gala)
            await #expect(throws: DomainError.taskNumberTaken(1)) {
                try await store.changeTasks(event: gala.id) { _, list in
                    list = list.map { $0.id == finished.id ? finished : $0 }
                    list.append(twin)
                }
            }
            #expect(try await store.messages(of: gala.id, status: .queued) == messages, "a change not stored replaces nothing")

            var unreminded = reminded[1]
            unreminded.reminder = nil
            let cleared = unreminded
            let gone = reminded[2]
            try await store.changeTasks(event: gala.id) { _, list in
                list.removeAll { $0.id == gone.id }
                list = list.map { $0.id == finished.id ? finished : $0.id == cleared.id ? cleared : $0 }
            }
            for message in messages.prefix(3) {
                #expect(try await store.message(message.id)?.status == .replaced)
            }
            #expect(try await store.messages(of: gala.id, status: .queued) == [messages[3]], "the untouched task's reminder still waits")
            #expect(try await store.tasks(of: gala.id) == [cleared, reminded[3], finished])
            #expect(sorted(try await store.tasksAwaitingReminder()) == [OfEvent(task: cleared, event: gala)],
                    "a task whose reminder was taken away may be reminded again")
        },
        ContractCase("a reminder already sent stays sent when its task is done or loses it") { (store: Store) async throws in
            let (gala, _) = try await gala(in: store)
            let ann = try await member("ann", of: [gala], in: store)
            let first = task(1, of: gala, assignee: ann, due: .at(F.instant(100)))
            let second = task(2, of: gala, assignee: ann, due: .at(F.instant(100)))
            try await store.changeTasks(event: gala.id) { _, list in list += [first, second] }
            let toFirst = reminder(of: first, to: ann, created: 1)
            let toSecond = reminder(of: second, to: ann, created: 2)
            #expect(try await store.queueReminder(toFirst, for: first.id, assignee: ann.id))
            #expect(try await store.queueReminder(toSecond, for: second.id, assignee: ann.id))
            let claimed = try await store.claim(limit: 5, now: F.instant(10), until: F.instant(300))
            #expect(claimed.map(\.id) == [toFirst.id, toSecond.id])
            let sent = claimed.map { M.attempted($0, .sent, reply: "250 2.0.0 OK", at: 11) }
            try await store.record(sent)
            let expected = sent.map { message in
                var recorded = message
                recorded.claimedUntil = nil
                return recorded
            }
            #expect(try await store.messages(of: gala.id, status: nil) == expected)

            let stored = try await store.tasks(of: gala.id)
            let finished = done(stored[0], by: ann, at: 20)
            var unreminded = stored[1]
            unreminded.reminder = nil
            let cleared = unreminded
            try await store.changeTasks(event: gala.id) { _, list in list = [finished, cleared] }
            #expect(try await store.messages(of: gala.id, status: nil) == expected)
            #expect(try await store.messages(of: gala.id, status: .replaced).isEmpty)
        },
    ]

    private static let templateCases: [ContractCase<Store>] = [
        ContractCase("save stores templates whole; taskTemplates lists them by name without case") { (store: Store) async throws in
            let owner = try F.user("owner@example.org")
            try await store.addAccount(owner)
            let items = [
                TaskTemplate.Item(title: "Book the hall", note: "Two lines\nZoë Šimić, 李雷 ; , \\ \" '",
                                  offset: TaskOffset(anchor: .start, days: -30, minutes: -90)),
                TaskTemplate.Item(title: "Thank the band", offset: TaskOffset(anchor: .end, minutes: 120)),
                TaskTemplate.Item(title: "Whenever", note: ""),
                TaskTemplate.Item(title: "On the day", offset: TaskOffset(anchor: .end, days: 1)),
            ]
            let beta = TaskTemplate(id: TaskTemplateID(UUID()), name: "beta", items: items, savedBy: owner.id, savedAt: F.instant(1.5))
            let alpha = TaskTemplate(id: TaskTemplateID(UUID()), name: "Alpha", items: [], savedBy: owner.id, savedAt: F.instant(2))
            let zeta = TaskTemplate(id: TaskTemplateID(UUID()), name: "Zeta", items: [items[2]], savedBy: owner.id, savedAt: F.instant(3))
            let summer = TaskTemplate(id: TaskTemplateID(UUID()), name: "Été", items: [items[0]], savedBy: owner.id, savedAt: F.instant(4))
            #expect(try await store.taskTemplates().isEmpty)
            for template in [beta, zeta, summer, alpha] { try await store.save(template) }
            #expect(try await store.taskTemplates() == [alpha, beta, zeta, summer])
        },
        ContractCase("a template named like another but for case is refused and stores nothing; removeTaskTemplate says whether there was one") { (store: Store) async throws in
            let owner = try F.user("owner@example.org")
            try await store.addAccount(owner)
            let alpha = TaskTemplate(id: TaskTemplateID(UUID()), name: "Alpha", items: [TaskTemplate.Item(title: "One")],
                                     savedBy: owner.id, savedAt: F.instant(1))
            let summer = TaskTemplate(id: TaskTemplateID(UUID()), name: "été", items: [], savedBy: owner.id, savedAt: F.instant(2))
            try await store.save(alpha)
            try await store.save(summer)
            let shouting = TaskTemplate(id: TaskTemplateID(UUID()), name: "ALPHA", items: [TaskTemplate.Item(title: "Two")],
                                        savedBy: owner.id, savedAt: F.instant(3))
            await #expect(throws: DomainError.taskTemplateNameTaken("ALPHA")) { try await store.save(shouting) }
            let summerAgain = TaskTemplate(id: TaskTemplateID(UUID()), name: "Été", items: [], savedBy: owner.id, savedAt: F.instant(4))
            await #expect(throws: DomainError.taskTemplateNameTaken("Été")) { try await store.save(summerAgain) }
            #expect(try await store.taskTemplates() == [alpha, summer])

            #expect(try await store.removeTaskTemplate(alpha.id))
            #expect(try await store.removeTaskTemplate(alpha.id) == false)
            #expect(try await store.removeTaskTemplate(TaskTemplateID(UUID())) == false)
            #expect(try await store.taskTemplates() == [summer])
            try await store.save(shouting)
            #expect(try await store.taskTemplates() == [shouting, summer], "a removed template's name is free again")
        },
    ]
}
