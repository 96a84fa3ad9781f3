import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Property: registrations, their confirmations (in time or expired), approvals and declines,
/// mixed with organisers' answers, removals and new capacities, in any order, leave every guest
/// where a model of the rule written here says: an unconfirmed or pending registration holds
/// nothing (and, expired, is cleared away by a later registration), a confirmation or approval is an acceptance (a place, or the line by when it came),
/// and places freed serve the line first come, first served.
@Suite struct RegistrationWaitlistPropertyTests {
    struct Model {
        struct Party: Equatable {
            var heads: Int
            var status: RSVPStatus
            var since: Int
            let created: Int
        }

        var capacity: Int?
        let approval: Bool
        var parties: [String: Party] = [:]
        var clock = 0

        func acceptedHeads(besides handle: String? = nil) -> Int {
            parties.filter { $0.key != handle && $0.value.status == .accepted }.reduce(0) { $0 + $1.value.heads }
        }

        mutating func set(_ handle: String, _ status: RSVPStatus) {
            guard parties[handle]!.status != status else { return }
            parties[handle]!.status = status
            parties[handle]!.since = clock
        }

        mutating func accept(_ handle: String) {
            let fits = capacity.map { acceptedHeads(besides: handle) + parties[handle]!.heads <= $0 } ?? true
            set(handle, fits ? .accepted : .waitlisted)
        }

        mutating func serve() {
            while let next = parties.filter({ $0.value.status == .waitlisted })
                .min(by: { ($0.value.since, $0.value.created, $0.key) < ($1.value.since, $1.value.created, $1.key) }),
                capacity.map({ acceptedHeads() + next.value.heads <= $0 }) ?? true {
                set(next.key, .accepted)
            }
        }

        mutating func register(_ handle: String, heads: Int) {
            // Expired registrations of others are cleared away by a registration.
            parties = parties.filter { key, party in
                key == handle || party.status != .unconfirmed || Double(clock - party.since) <= Registration.confirmWithin
            }
            guard let party = parties[handle] else {
                parties[handle] = Party(heads: heads, status: .unconfirmed, since: clock, created: clock)
                return
            }
            guard party.status == .unconfirmed else { return }
            parties[handle]!.heads = heads
            parties[handle]!.since = clock
        }

        /// Whether the confirmation is taken (an expired one is refused).
        mutating func confirm(_ handle: String) -> Bool {
            guard let party = parties[handle], party.status == .unconfirmed else { return true }
            guard Double(clock - party.since) <= Registration.confirmWithin else { return false }
            if approval { set(handle, .pending) } else { accept(handle) }
            return true
        }
    }

    static func someone(of model: Model, _ random: inout SeededRandom) -> String? {
        model.parties.isEmpty ? nil : model.parties.keys.sorted()[Int(random.next() % UInt64(model.parties.count))]
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34] as [UInt64])
    func everyPathToAPlaceKeepsTheModelsRule(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let capacity = Int(random.next() % 6) + 2
        let approval = seed % 2 == 0
        let fixture = try await Fixture(capacity: capacity)
        try await fixture.openRegistration(approval ? .approval : .open, party: 2)
        try await fixture.changeEvent { $0.endsAt = $0.endsAt.addingTimeInterval(100 * 86_400) }
        let clock = fixture.dependencies.fixedClock
        let start = clock.now()
        var model = Model(capacity: capacity, approval: approval)
        var log: [String] = []

        for step in 0..<200 {
            let move = random.next() % 10
            switch move {
            case 0, 1, 2:
                let number = Int(random.next() % 12)
                let party = Int(random.next() % 3)
                clock.advance(by: 1)
                model.clock += 1
                log.append("register p\(number) +\(party)")
                _ = try await RegisterGuest(fixture.dependencies).execute(RegisterRequest(event: "gala", name: "P\(number)",
                                                                                          email: "p\(number)@example.org", party: party))
                model.register("p\(number)", heads: 1 + party)
            case 3, 4:
                guard let handle = Self.someone(of: model, &random) else { continue }
                clock.advance(by: 1)
                model.clock += 1
                log.append("confirm \(handle)")
                let link = try await fixture.mailedLink(to: "\(handle)@example.org")
                do {
                    _ = try await ConfirmRegistration(fixture.opened(with: link)).execute()
                    let taken = model.confirm(handle)
                    #expect(taken, "seed \(seed), step \(step): confirmed: \(log)")
                } catch {
                    guard error == .registrationExpired else { throw error }
                    let taken = model.confirm(handle)
                    #expect(!taken, "seed \(seed), step \(step): refused: \(log)")
                }
            case 5:
                guard let handle = Self.someone(of: model, &random) else { continue }
                let approve = random.next() % 3 != 0
                clock.advance(by: 1)
                model.clock += 1
                log.append("\(approve ? "approve" : "decline") \(handle)")
                do {
                    _ = try await DecideRegistrations(fixture.dependencies).execute(
                        DecideRegistrationsRequest(event: "gala", guests: [handle], decision: approve ? .approve : .decline))
                    #expect(model.parties[handle]?.status == .pending, "seed \(seed), step \(step): \(log)")
                    if approve { model.accept(handle) } else { model.set(handle, .declined) }
                } catch {
                    guard error.field == "guest" else { throw error }
                    #expect(model.parties[handle]?.status != .pending, "seed \(seed), step \(step): \(log)")
                }
            case 6:
                guard let handle = Self.someone(of: model, &random) else { continue }
                let answer = [RSVPRequest.Answer.accepted, .declined, .maybe][Int(random.next() % 3)]
                log.append("rsvp \(handle) \(answer)")
                try await fixture.rsvp(handle, answer)
                model.clock += 1
                if answer == .accepted { model.accept(handle) } else { model.set(handle, answer == .declined ? .declined : .maybe) }
                model.serve()
            case 7:
                guard let handle = Self.someone(of: model, &random) else { continue }
                clock.advance(by: 1)
                model.clock += 1
                log.append("remove \(handle)")
                _ = try await RemoveGuest(fixture.dependencies).execute(GuestReference(event: "gala", guest: handle))
                model.parties[handle] = nil
                model.serve()
            case 8:
                let hours = random.next() % 4 == 0 ? 25 : 1
                log.append("wait \(hours) h")
                clock.advance(by: TimeInterval(hours * 3600))
                model.clock += hours * 3600
            default:
                let next = random.next() % 5 == 0 ? nil : Int(random.next() % 8) + 1
                guard next != model.capacity else { continue }
                clock.advance(by: 1)
                model.clock += 1
                log.append("capacity \(next.map(String.init) ?? "none")")
                try await fixture.changeCapacity(next)
                model.capacity = next
                model.serve()
            }
            let stored = Dictionary(uniqueKeysWithValues: await fixture.guests().map { guest in
                (guest.handle.value, Model.Party(heads: guest.heads, status: guest.status,
                                                 since: Int(guest.statusChangedAt.timeIntervalSince(start)),
                                                 created: Int(guest.createdAt.timeIntervalSince(start))))
            })
            #expect(stored == model.parties, "seed \(seed), step \(step): \(log.suffix(8))")
            // The first party in line never fits beside those accepted (a lowered capacity keeps them).
            if let capacity = model.capacity, let first = model.parties.values.filter({ $0.status == .waitlisted })
                .min(by: { ($0.since, $0.created) < ($1.since, $1.created) }) {
                #expect(model.acceptedHeads() + first.heads > capacity, "seed \(seed), step \(step)")
            }
            if stored != model.parties { return }
        }
    }
}
