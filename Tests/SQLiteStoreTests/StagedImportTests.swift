import Domain
import Foundation
import SQLiteStore
import Synchronization
import Testing

/// An import's batch is prepared without the write lock: another writer (a door, another
/// organiser) goes on while it reads its file, and what the batch decided is published only if
/// everything it read still holds; otherwise the batch runs again, under the lock, on the list
/// as it is.
@Suite struct StagedImportTests {
    /// The other writer waits 0.2 s at most, so a batch that held the lock would make it fail.
    @Test func anotherWriterGoesOnWhileABatchIsPrepared() async throws {
        try await withGala { store, other, gala, picnic in
            let runs = Mutex(0)
            let added = try await store.batch(event: gala.id) { batch throws(DomainError) -> (outcome: Int, keep: Bool) in
                runs.withLock { $0 += 1 }
                for index in 0..<2_000 { try batch.add(try guest(index, of: gala)) }
                try meanwhile { try await other.change(event: picnic.id) { _, list throws(DomainError) in list.append(try guest(0, of: picnic)) } }
                return (outcome: 2_000, keep: true)
            }
            #expect(added == 2_000)
            #expect(runs.withLock { $0 } == 1)
            #expect(try await store.guests(of: gala.id).count == 2_000)
            #expect(try await store.guests(of: picnic.id).count == 1)
        }
    }

    enum Change: String, CaseIterable, Sendable {
        /// A guest with the key of a row the batch adds.
        case sameKey
        /// A guest with the handle the batch gives a row.
        case sameHandle
        /// The guest whose key a row found (and skipped) is removed.
        case foundGuestRemoved
        /// Places taken: the batch decided who fits on fewer.
        case placesTaken
        /// The event's capacity lowered.
        case capacity
        /// A party waits in line.
        case lineChanged
    }

    /// Each run of the batch adds "Ann" (key and handle) unless her key is on the list, and
    /// accepts her if one place is free; one change happens while the first run prepares.
    @Test(arguments: Change.allCases) func aChangeToWhatTheBatchReadRunsItAgainOnTheListAsItIs(change: Change) async throws {
        try await withGala(capacity: 3) { store, other, gala, _ in
            let kept = try guest(90, of: gala, status: .accepted)
            let waiting = try guest(91, of: gala, status: .invited, others: 5)
            try await store.change(event: gala.id) { _, list in list = [kept, waiting] }
            let runs = Mutex(0)
            let outcome = try await store.batch(event: gala.id) { batch throws(DomainError) -> (outcome: String, keep: Bool) in
                let run = runs.withLock { runs in
                    runs += 1
                    return runs
                }
                _ = try batch.firstWaitlisted()
                let found = try batch.guest(withKey: kept.duplicateKey) != nil
                var ann = try guest(0, of: gala, status: batch.acceptedHeads + 1 <= (batch.event.capacity ?? .max) ? .accepted : .waitlisted,
                                email: "ann@example.org")
                let added = try batch.guest(withKey: ann.duplicateKey) == nil
                if added {
                    do throws(DomainError) {
                        try batch.add(ann)
                    } catch {
                        guard error == .guestHandleTaken(ann.handle) else { throw error }
                        ann.handle = try Handle("guest-0-2")
                        try batch.add(ann)
                    }
                }
                if run == 1 { try meanwhile { try await make(change, other, gala, kept: kept, waiting: waiting) } }
                return (outcome: "\(run) \(found) \(added) \(ann.status)", keep: true)
            }
            let list = try await store.guests(of: gala.id)
            #expect(runs.withLock { $0 } == 2)
            let expected: String = switch change {
            case .sameKey: "2 true false accepted"
            case .sameHandle: "2 true true accepted"
            case .foundGuestRemoved: "2 false true accepted"
            case .placesTaken, .capacity: "2 true true waitlisted"
            case .lineChanged: "2 true true accepted"
            }
            #expect(outcome == expected)
            #expect(list.filter { $0.email?.value == "ann@example.org" }.count == 1)
        }
    }

    /// A change elsewhere (another event's list, a door's scan) leaves the batch's answers true.
    @Test func aChangeElsewhereIsNoReasonToRunAgain() async throws {
        try await withGala { store, other, gala, picnic in
            let runs = Mutex(0)
            try await store.batch(event: gala.id) { batch throws(DomainError) -> (outcome: Void, keep: Bool) in
                runs.withLock { $0 += 1 }
                try batch.add(try guest(0, of: gala))
                try meanwhile { try await other.change(event: picnic.id) { _, list throws(DomainError) in list.append(try guest(1, of: picnic)) } }
                return (outcome: (), keep: true)
            }
            #expect(runs.withLock { $0 } == 1)
            #expect(try await store.guests(of: gala.id).map(\.handle.value) == ["guest-0"])
        }
    }

    /// A dry run publishes nothing, even when nothing changed.
    @Test func aBatchNotKeptWritesNothing() async throws {
        try await withGala { store, _, gala, _ in
            try await store.batch(event: gala.id) { batch throws(DomainError) -> (outcome: Void, keep: Bool) in
                try batch.add(try guest(0, of: gala))
                return (outcome: (), keep: false)
            }
            #expect(try await store.guests(of: gala.id).isEmpty)
        }
    }

    private func make(_ change: Change, _ other: SQLiteStore, _ gala: Event, kept: Guest, waiting: Guest) async throws {
        switch change {
        case .sameKey:
            let ann = try guest(50, of: gala, email: "ann@example.org")
            try await other.change(event: gala.id) { _, list throws(DomainError) in list.append(ann) }
        case .sameHandle:
            let another = try guest(0, of: gala)
            try await other.change(event: gala.id) { _, list throws(DomainError) in list.append(another) }
        case .foundGuestRemoved:
            try await other.change(event: gala.id) { _, list throws(DomainError) in list.removeAll { $0.id == kept.id } }
        case .placesTaken:
            try await other.change(event: gala.id) { _, list throws(DomainError) in
                list.append(try guest(60, of: gala, status: .accepted, others: 1))
            }
        case .capacity:
            var smaller = gala
            smaller.capacity = 1
            try await other.update(smaller)
        case .lineChanged:
            try await other.change(event: gala.id) { _, list throws(DomainError) in
                if let index = list.firstIndex(where: { $0.id == waiting.id }) {
                    list[index].status = .waitlisted
                    list[index].statusChangedAt = instant(baseTime + 5)
                }
            }
        }
    }
}

/// Runs `work` on another task and waits for it here: a batch's body cannot await, yet the
/// writer under test is another connection, as another program's would be.
private func meanwhile(_ work: @escaping @Sendable () async throws -> Void) throws(DomainError) {
    let done = DispatchSemaphore(value: 0)
    let failure = Mutex<(any Error)?>(nil)
    Task {
        do {
            try await work()
        } catch {
            failure.withLock { $0 = error }
        }
        done.signal()
    }
    done.wait()
    if let error = failure.withLock({ $0 }) { throw DomainError.storeUnavailable("the other writer failed: \(error)") }
}

private func guest(_ index: Int, of event: Event, status: RSVPStatus = .invited, others: Int = 0,
                   email: String? = nil) throws(DomainError) -> Guest {
    Guest(id: GuestID(UUID()), eventID: event.id, handle: try Handle("guest-\(index)"), name: "Guest \(index)",
          email: try email.map { text throws(DomainError) in try EmailAddress(text) }, others: others, status: status, statusChangedAt: instant(baseTime), createdAt: instant(baseTime + Int64(index)),
          updatedAt: instant(baseTime))
}

/// A store with "gala" and "picnic", and a second store on the same file whose writes give up
/// after 0.2 s.
private func withGala(capacity: Int? = nil,
                      _ body: (SQLiteStore, SQLiteStore, Event, Event) async throws -> Void) async throws {
    try await withStore { store, path in
        var gala = try makeEvent("gala")
        gala.capacity = capacity
        let picnic = try makeEvent("picnic")
        let ada = try makeUser("ada@example.org")
        try await store.addAccount(ada)
        try await store.create(gala, owner: ownerMembership(gala, ada))
        try await store.create(picnic, owner: ownerMembership(picnic, ada))
        try await body(store, try SQLiteStore(path: path, busyTimeout: 0.2), gala, picnic)
    }
}
