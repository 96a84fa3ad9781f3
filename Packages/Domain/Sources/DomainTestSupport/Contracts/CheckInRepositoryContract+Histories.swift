import Domain
import Foundation
import Testing

/// What every `CheckInRepository` does over long, random histories: a store that keeps a
/// ticket's place anywhere but in its scans (a SQL store keeps its last scan on its row) must
/// still decide every scan as `CheckInScan.refusal(after:)` does on the last scan of the
/// history, by `at`, then in the order stored.
extension CheckInRepositoryContract {
    /// The test's own account of an event's scans, in the order stored.
    private struct History {
        var stored: [CheckInScan] = []

        /// By `at`, then in the order stored, as `scans(of:)` lists them.
        var ordered: [CheckInScan] {
            stored.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        }

        func last(of ticket: TicketID) -> CheckInScan? {
            ordered.last { $0.ticketID == ticket }
        }
    }

    /// A scan of `ticket` at a random one of a few instants (ties, and scans earlier than the
    /// last, are common), by a random one of three devices.
    private static func randomScan(of ticket: Ticket, _ direction: CheckInScan.Direction, nonce: String? = nil,
                                   using random: inout SeededRandom) -> CheckInScan {
        scan(ticket, direction, by: "door-\(Int.random(in: 1...3, using: &random))", at: Double(Int.random(in: 0..<12, using: &random) * 10),
             nonce: nonce)
    }

    /// Asks the store, for every ticket, the scan it must refuse whatever it holds (an entry of a
    /// ticket the history has inside, an exit of one outside), so nothing is stored: a store
    /// whose idea of a ticket's place strayed from its history records it, or refuses it
    /// with another reason.
    private static func expectPlaces(of tickets: [Ticket], _ history: History, in store: Store, _ step: String) async throws {
        for ticket in tickets {
            let last = history.last(of: ticket.id)
            let probe = scan(ticket, last?.direction == .entry ? .entry : .exit, by: "probe", at: 1_000)
            #expect(try await record(store, probe) == probe.refusal(after: last), "\(step)")
        }
    }

    static let historyCases: [ContractCase<Store>] = [
        ContractCase("over random scans and uploads each scan is decided by the rule on the history's last scan") { (store: Store) async throws in
            // Each seed at an event of its own, whose handle's first letter makes its tickets' references.
            for (seed, handle): (UInt64, String) in [(1, "alpha"), (2, "bravo"), (3, "charlie")] {
                var random = SeededRandom(seed: seed)
                let (gala, tickets) = try await eventWithTickets(3, in: store, handle)
                var history = History()
                var nonces: [String] = []
                for step in 0..<40 {
                    let ticket = tickets.randomElement(using: &random)!
                    let direction = CheckInScan.Direction.allCases.randomElement(using: &random)!
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<6:
                        let scan = randomScan(of: ticket, direction, using: &random)
                        let expected = scan.refusal(after: history.last(of: ticket.id)) ?? .recorded
                        #expect(try await record(store, scan) == expected, "seed \(seed), step \(step)")
                        if expected == .recorded { history.stored.append(scan) }
                    case 6..<9:
                        let batch = (0..<Int.random(in: 1...3, using: &random)).map { index in
                            randomScan(of: tickets.randomElement(using: &random)!, CheckInScan.Direction.allCases.randomElement(using: &random)!,
                                       nonce: "n-\(step)-\(index)", using: &random)
                        }
                        #expect(try await store.upload(batch) == batch.map { _ in .recorded }, "seed \(seed), step \(step)")
                        history.stored += batch
                        nonces += batch.compactMap(\.nonce)
                    default:
                        guard let nonce = nonces.randomElement(using: &random) else { continue }
                        #expect(try await store.upload([randomScan(of: ticket, direction, nonce: nonce, using: &random)]) == [.duplicate])
                    }
                    try await expectPlaces(of: tickets, history, in: store, "seed \(seed), step \(step)")
                }
                #expect(try await store.scans(of: gala.id) == history.ordered, "seed \(seed)")
            }
        },
        ContractCase("doors scanning and phones uploading at once leave every ticket where its history says") { (store: Store) async throws in
            let (gala, tickets) = try await eventWithTickets(3, in: store)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker: UInt64 in 0..<6 {
                    group.addTask {
                        var random = SeededRandom(seed: worker)
                        for round in 0..<12 {
                            let ticket = tickets.randomElement(using: &random)!
                            let direction = CheckInScan.Direction.allCases.randomElement(using: &random)!
                            if worker < 4 {
                                _ = try await record(store, randomScan(of: ticket, direction, using: &random))
                            } else {
                                _ = try await store.upload([randomScan(of: ticket, direction, nonce: "n-\(worker)-\(round)", using: &random)])
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            try await expectPlaces(of: tickets, History(stored: try await store.scans(of: gala.id)), in: store, "after the rush")
        },
    ]
}
