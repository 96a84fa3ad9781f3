import Domain
import Synchronization

/// Remembers which contributors were asked, in order.
final class ContributorLog: Sendable {
    private let calls = Mutex<[String]>([])

    func record(_ key: String) { calls.withLock { $0.append(key) } }
    var keys: [String] { calls.withLock { $0 } }
}

/// A feature's dashboard section: one item naming the event it was asked about, or nothing.
struct RecordingContributor: DashboardContributor {
    let key: String
    let log: ContributorLog
    var answers = true
    var failure: DomainError?

    func section(for event: Event, seenAs role: Role) throws(DomainError) -> DashboardSection? {
        log.record(key)
        if let failure { throw failure }
        guard answers else { return nil }
        return DashboardSection(key: key, title: key.capitalized, items: [.init(label: "Event", value: event.handle.value)])
    }
}
