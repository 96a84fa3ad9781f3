import Domain
import DomainTestSupport
import Foundation
import Testing

/// The rule itself, against a model written separately: after serving, the first party waiting
/// does not fit, parties were let in strictly in line order, and capacity holds.
struct WaitlistTests {
    @Test(arguments: 1...200)
    func servingLetsInTheLineInOrderUntilTheFirstThatDoesNotFit(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let capacity: Int? = random.next() % 5 == 0 ? nil : Int(random.next() % 12) + 1
        let event = EventID(UUID())
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var accepted = 0
        var guests: [Guest] = []
        for index in 0..<Int(random.next() % 10) {
            let others = Int(random.next() % 4)
            var status: RSVPStatus = [.accepted, .waitlisted, .waitlisted, .declined, .invited][Int(random.next() % 5)]
            if status == .accepted, let capacity, accepted + others + 1 > capacity { status = .waitlisted }
            if status == .accepted { accepted += others + 1 }
            let at = start.addingTimeInterval(TimeInterval(random.next() % 5))
            guests.append(Guest(id: GuestID(UUID()), eventID: event, handle: try Handle("g\(index)"), name: "G\(index)", others: others,
                                status: status, statusChangedAt: at, createdAt: start, updatedAt: at))
        }
        // The model: the line by (since, handle), taken while the next fits.
        var line = guests.filter { $0.status == .waitlisted }.sorted { ($0.statusChangedAt, $0.handle.value) < ($1.statusChangedAt, $1.handle.value) }
        var expected: [String] = []
        var heads = accepted
        while let first = line.first, capacity.map({ heads + first.heads <= $0 }) ?? true {
            expected.append(first.handle.value)
            heads += first.heads
            line.removeFirst()
        }
        let now = start.addingTimeInterval(60)
        var served = guests
        let promoted = Self.serve(&served, capacity: capacity, now: now)
        #expect(promoted.map(\.handle.value) == expected, "seed \(seed)")
        #expect(promoted.allSatisfy { $0.status == .accepted && $0.statusChangedAt == now })
        #expect(served.acceptedHeads == heads)
        if let capacity { #expect(served.acceptedHeads <= capacity) }
        if let next = Waitlist.line(served).first { #expect(!Waitlist.fits(next, acceptedHeads: served.acceptedHeads, capacity: capacity)) }
    }

    @Test func anAcceptedGuestKeepsItsOwnPlacesWhenItsAnswerIsCheckedAgain() throws {
        let at = Date(timeIntervalSince1970: 0)
        var guest = Guest(id: GuestID(UUID()), eventID: EventID(UUID()), handle: try Handle("ann"), name: "Ann", others: 2,
                          status: .accepted, statusChangedAt: at, createdAt: at, updatedAt: at)
        #expect(Waitlist.accept(&guest, acceptedHeads: 5, capacity: 5, now: at.addingTimeInterval(1)) == .accepted)
        #expect(guest.statusChangedAt == at, "a status that stays keeps its instant")
        guest.others = 3
        #expect(Waitlist.accept(&guest, acceptedHeads: 6, capacity: 5, now: at.addingTimeInterval(2)) == .waitlisted)
    }

    /// `Waitlist.serve` over a list held in memory, as a store serves its own.
    private static func serve(_ guests: inout [Guest], capacity: Int?, now: Date) -> [Guest] {
        var waiting = Waitlist.line(guests)[...]
        var heads = guests.acceptedHeads
        return Waitlist.serve(capacity: capacity, acceptedHeads: &heads, now: now, next: { waiting.first }, admit: { promoted, _ in
            waiting.removeFirst()
            if let index = guests.firstIndex(where: { $0.id == promoted.id }) { guests[index] = promoted }
        })
    }
}
