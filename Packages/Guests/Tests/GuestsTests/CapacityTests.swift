import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Capacity counts heads; what does not fit waits in line; freed places go to the line in order.
@Suite struct CapacityTests {
    @Test func anAcceptanceThatDoesNotFitWholeIsWaitlistedAndSaysSo() async throws {
        let fixture = try await Fixture(capacity: 5)
        try await fixture.add("Ann", party: 3)
        try await fixture.add("Bob", party: 1)
        #expect(try await fixture.rsvp("ann", .accepted).waitlisted == false)
        let bob = try await fixture.rsvp("bob", .accepted)
        #expect(bob.waitlisted)
        #expect(bob.guest.status == .waitlisted)
        #expect(try await fixture.status(of: "ann") == .accepted)
    }

    @Test func aDeclineOrRemovalPromotesTheOldestWaitlistedPartiesThatFitWhole() async throws {
        let fixture = try await Fixture(capacity: 4)
        for (name, party) in [("Ann", 3), ("Bob", 1), ("Cat", 2), ("Dan", 0), ("Eve", 0)] {
            try await fixture.add(name, party: party)
        }
        try await fixture.rsvp("ann", .accepted)  // 4 of 4
        try await fixture.rsvp("bob", .accepted)  // waitlisted first, 2 heads
        try await fixture.rsvp("cat", .accepted)  // waitlisted second, 3 heads
        try await fixture.rsvp("dan", .accepted)  // waitlisted third, 1 head
        let declined = try await fixture.rsvp("ann", .declined)
        // Bob (2) and Cat (3) do not both fit in 4: Bob goes in, and the line stops at Cat, so
        // Dan behind her is not let in ahead of her.
        #expect(declined.promoted.map(\.handle.value) == ["bob"])
        #expect(try await fixture.status(of: "cat") == .waitlisted)
        #expect(try await fixture.status(of: "dan") == .waitlisted)
        let removed = try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: "bob"))
        #expect(removed.promoted.map(\.handle.value) == ["cat", "dan"])
        #expect(await fixture.guests().filter { $0.status == .accepted }.reduce(0) { $0 + $1.heads } == 4)
    }

    @Test func anImportedDeclineServesTheWaitlistAndSaysWhom() async throws {
        let fixture = try await Fixture(capacity: 5)
        let first = try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: InMemoryTableSource([["name", "party", "status"], ["Aa", "3", "yes"], ["Bb", "2", "yes"], ["Cc", "0", "yes"]]), dryRun: false, onDuplicate: .skip, mappings: []))
        #expect(first.waitlisted == 1)
        #expect(try await fixture.status(of: "bb") == .waitlisted)
        fixture.dependencies.fixedClock.advance(by: 1)
        let second = try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: InMemoryTableSource([["name", "status"], ["Aa", "no"], ["Dd", "yes"]]), dryRun: false, onDuplicate: .update, mappings: []))
        // Bb is let in as Aa's row frees the places, before Dd's row is read.
        #expect(second.promoted.map(\.handle.value) == ["bb"])
        #expect(try await fixture.status(of: "bb") == .accepted)
        #expect(try await fixture.status(of: "dd") == .accepted)
    }

    @Test func aWaitingPartyMadeSmallerByAnImportIsLetInWhenItFits() async throws {
        let fixture = try await Fixture(capacity: 3)
        try await fixture.add("Aa", party: 1)
        try await fixture.add("Bb", party: 2)
        try await fixture.rsvp("aa", .accepted)
        try await fixture.rsvp("bb", .accepted)
        let response = try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: InMemoryTableSource([["name", "party"], ["Bb", "0"]]), dryRun: true, onDuplicate: .update, mappings: []))
        #expect(response.promoted.map(\.handle.value) == ["bb"])
        #expect(try await fixture.status(of: "bb") == .waitlisted, "a dry run writes nothing")
    }

    @Test func aWaitlistedPartyAcceptingAgainKeepsItsPlaceInLine() async throws {
        let fixture = try await Fixture(capacity: 1)
        for name in ["Ann", "Bob", "Cat"] { try await fixture.add(name) }
        try await fixture.rsvp("ann", .accepted)
        try await fixture.rsvp("bob", .accepted)
        try await fixture.rsvp("cat", .accepted)
        try await fixture.rsvp("bob", .accepted)
        #expect(try await fixture.rsvp("ann", .maybe).promoted.map(\.handle.value) == ["bob"])
    }

    @Test func noCapacityMeansNoLimit() async throws {
        let fixture = try await Fixture(capacity: nil)
        try await fixture.add("Ann", party: 500)
        #expect(try await fixture.rsvp("ann", .accepted).guest.status == .accepted)
    }

    @Test func aLargerPartyOfAnAcceptedGuestMustFit() async throws {
        let fixture = try await Fixture(capacity: 3)
        try await fixture.add("Ann", party: 1)
        try await fixture.rsvp("ann", .accepted)
        #expect(try await fixture.rsvp("ann", .accepted, party: 2).guest.status == .accepted)
        let grown = try await UpdateGuest(fixture.dependencies).execute(UpdateGuestRequest(event: "gala", guest: "ann", party: 3))
        #expect(grown.waitlisted)
        #expect(try await fixture.rsvp("ann", .accepted, party: 1).guest.status == .accepted)
    }

    /// Property: whatever the order of additions, answers, party changes, removals and imported
    /// rows, accepted
    /// heads never exceed the capacity, and the party first in line never fits in the places
    /// left (had it fitted, it would have been promoted).
    @Test(arguments: 1...40)
    func acceptedHeadsNeverExceedCapacityAndTheLineIsServedInOrder(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let capacity = Int(random.next() % 8) + 1
        let fixture = try await Fixture(capacity: capacity)
        for step in 0..<40 {
            let handles = await fixture.guests().map(\.handle.value)
            let move = handles.isEmpty ? 0 : random.next() % 7
            switch move {
            case 1, 2, 3:
                let answers: [RSVPRequest.Answer] = [.accepted, .accepted, .declined, .maybe]
                let party: Int? = random.next() % 3 == 0 ? Int(random.next() % 4) : nil
                try await fixture.rsvp(handles[Int(random.next() % UInt64(handles.count))],
                                       answers[Int(random.next() % 4)], party: party)
            case 4:
                _ = try await RemoveGuest(fixture.dependencies).execute(
                    GuestReference(event: "gala", guest: handles[Int(random.next() % UInt64(handles.count))]))
            case 5:
                // A few rows of a file updating guests already there (and adding one), in any state.
                let names = await fixture.guests().map(\.name)
                let statuses = ["yes", "no", "maybe", "invited", ""]
                var records = [["name", "party", "status"]]
                for _ in 0..<3 {
                    let name = names[Int(random.next() % UInt64(names.count))]
                    let party = random.next() % 3 == 0 ? "" : String(random.next() % 4)
                    records.append([name, party, statuses[Int(random.next() % 5)]])
                }
                records.append(["Row \(step)", String(random.next() % 4), statuses[Int(random.next() % 3)]])
                fixture.dependencies.fixedClock.advance(by: 1)
                _ = try await ImportGuests(fixture.dependencies).execute(
                    ImportGuestsRequest(event: "gala", source: InMemoryTableSource(records), dryRun: false, onDuplicate: .update, mappings: []))
            default:
                try await fixture.add("Guest \(step)", party: Int(random.next() % 4))
            }
            let guests = await fixture.guests()
            let accepted = guests.filter { $0.status == .accepted }.reduce(0) { $0 + $1.heads }
            #expect(accepted <= capacity, "seed \(seed), step \(step)")
            let line = guests.filter { $0.status == .waitlisted }.sorted { ($0.statusChangedAt, $0.createdAt) < ($1.statusChangedAt, $1.createdAt) }
            if let first = line.first {
                #expect(accepted + first.heads > capacity, "seed \(seed), step \(step): \(first.handle) fits yet waits")
            }
        }
    }
}
