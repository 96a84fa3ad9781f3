import Domain
import Synchronization

/// Tickets as the Tickets feature would lend them: each given ticket's pass while it is valid.
final class GivenPasses: TicketPasses {
    private let passes = Mutex<[TicketID: TicketPass]>([:])

    func give(_ ticket: TicketID, _ pass: TicketPass) { passes.withLock { $0[ticket] = pass } }

    func cancel(_ ticket: TicketID) { _ = passes.withLock { $0.removeValue(forKey: ticket) } }

    func passes(_ tickets: [TicketID], of event: EventID) async throws(DomainError) -> [TicketPass] {
        passes.withLock { known in tickets.compactMap { known[$0] } }
    }
}
