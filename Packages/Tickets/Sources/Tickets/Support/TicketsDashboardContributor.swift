public import Domain
import Foundation

/// The tickets section of `events show`: sold against quota per type, revenue, who is inside
/// now, arrivals per 15 minutes as a sparkline, and the doors' conflicts when there are any. Events asks it through Domain's
/// `DashboardContributor`, never knowing Tickets. An event without ticket types has no section.
public struct TicketsDashboardContributor: DashboardContributor {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    static let bucket: TimeInterval = 15 * 60
    /// A day of quarter hours at most: an event's arrivals, not its whole history.
    static let mostBuckets = 96

    public func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id)
        guard !catalog.types.isEmpty else { return nil }
        let valid = try await dependencies.ticketRepository.tickets(of: event.id).filter { $0.status == .valid }
        var counts = TicketCounts()
        for ticket in valid { counts.byType[ticket.typeID, default: 0] += 1 }
        var items = catalog.types.map { type -> DashboardSection.Item in
            let quota = Quota.placesLeft(type, in: catalog, counts: counts).map { " of \(counts.byType[type.id, default: 0] + $0)" } ?? ""
            return .init(label: type.name, value: "\(counts.byType[type.id, default: 0])\(quota) sold")
        }
        let revenue = valid.reduce(Int64(0)) { $0 + $1.price.minorUnits }
        items.append(.init(label: "Revenue", value: Money(minorUnits: revenue, currency: event.currency).description))
        let scans = try await dependencies.checkInRepository.scans(of: event.id)
        items.append(.init(label: "Checked in now", value: String(ScanHistory.inside(scans).count)))
        items.append(.init(label: "Arrivals per 15 min", value: Self.arrivals(ScanHistory.arrivals(scans), of: event)))
        let conflicts = try await ConflictFinder(dependencies: dependencies).conflicts(at: event, in: scans).count
        if conflicts > 0 { items.append(.init(label: "Door conflicts", value: "\(conflicts) to look into")) }
        return DashboardSection(key: "tickets", title: "Tickets", items: items)
    }

    /// "▁▃█▅ from 19:00" in the event's zone; "none yet" before the first entry. Only the
    /// event's `DoorWindow` counts, and the chart ends at the latest arrival: a scan dated
    /// years off by a door's clock never pushes tonight's arrivals out of it.
    static func arrivals(_ entries: [CheckInScan], of event: Event) -> String {
        let window = DoorWindow(event)
        let entries = entries.filter { window.contains($0.at) }
        guard let first = entries.map(\.at).min(), let latest = entries.map(\.at).max() else { return "none yet" }
        let lastBucket = (latest.timeIntervalSince1970 / bucket).rounded(.down) * bucket
        let start = max((first.timeIntervalSince1970 / bucket).rounded(.down) * bucket, lastBucket - Double(mostBuckets - 1) * bucket)
        let count = min(Int((latest.timeIntervalSince1970 - start) / bucket) + 1, mostBuckets)
        var buckets = [Int](repeating: 0, count: count)
        for entry in entries where entry.at.timeIntervalSince1970 >= start {
            let index = Int((entry.at.timeIntervalSince1970 - start) / bucket)
            if index < count { buckets[index] += 1 }
        }
        let from = ZonedTime.display(Date(timeIntervalSince1970: start), in: event.timeZone)
        return "\(Sparkline.text(buckets)) from \(from), peak \(buckets.max() ?? 0)"
    }
}
