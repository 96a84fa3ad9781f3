import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Property: guests answering on their own pages and organisers answering for them or changing
/// their party, in any order, keep the capacity rule: accepted heads never exceed the capacity,
/// the party first in line never fits in the places left, and the places each waiting guest's
/// page shows are 1...n in the order the line is served.
@Suite struct InvitationWaitlistPropertyTests {
    @Test(arguments: [1, 2, 3, 7, 11, 19, 42, 2026] as [UInt64])
    func guestsAndOrganisersTogetherKeepTheCapacityAndTheLine(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let capacity = Int(random.next() % 5) + 2
        let fixture = try await Fixture(capacity: capacity)
        var pages: [String: TestDependencies] = [:]
        for index in 0..<8 {
            let handle = try await fixture.add("Guest \(index)", party: Int(random.next() % 4)).handle.value
            pages[handle] = try await fixture.link(handle)
        }
        let handles = pages.keys.sorted()
        let answers: [RSVPRequest.Answer] = [.accepted, .accepted, .declined, .maybe]
        for step in 0..<300 {
            let handle = handles[Int(random.next() % UInt64(handles.count))]
            let answer = answers[Int(random.next() % 4)]
            // Now and then a party the guest may not bring, to be refused.
            let party: Int? = random.next() % 3 == 0 ? nil : Int(random.next() % 5)
            do {
                switch random.next() % 4 {
                case 0, 1:
                    let names: [String]? = random.next() % 4 == 0 ? (0..<(party ?? 1)).map { "Friend \($0)" } : nil
                    try await fixture.answer(pages[handle]!, AnswerInvitationRequest(answer: answer, party: party, plusOnes: names))
                case 2:
                    try await fixture.rsvp(handle, answer, party: party)
                default:
                    fixture.dependencies.fixedClock.advance(by: 1)
                    _ = try await UpdateGuest(fixture.dependencies).execute(
                        UpdateGuestRequest(event: "gala", guest: handle, party: party ?? 0, plusOnes: random.next() % 2 == 0 ? [""] : nil))
                }
            } catch let error as DomainError where error.category == .invalidData && ["party", "plus-ones", "update"].contains(error.field) {
                // A party over the limit, names that do not match it, or an update to what is
                // already stored: refused, and the rule below must hold all the same.
            }
            try await expectTheRuleHolds(fixture, pages: pages, capacity: capacity, "seed \(seed), step \(step)")
        }
    }

    private func expectTheRuleHolds(_ fixture: Fixture, pages: [String: TestDependencies], capacity: Int, _ when: String) async throws {
        let guests = await fixture.guests()
        let accepted = guests.acceptedHeads
        #expect(accepted <= capacity, "\(when)")
        let line = guests.filter { $0.status == .waitlisted }.sorted(by: Waitlist.precedes)
        if let first = line.first {
            #expect(accepted + first.heads > capacity, "\(when): \(first.handle) fits yet waits")
        }
        var shown: [Int] = []
        for guest in line { shown.append(try #require(try await ShowInvitation(pages[guest.handle.value]!).execute().waitlistPosition)) }
        #expect(shown == Array(1..<(line.count + 1)), "\(when)")
        for guest in guests where guest.status != .waitlisted {
            #expect(try await ShowInvitation(pages[guest.handle.value]!).execute().waitlistPosition == nil, "\(when)")
        }
    }
}
