public import Domain
import Foundation

/// The "Shifts" section of `events show` and the dashboard: shifts short of volunteers that
/// start in the next 24 hours (urgent), who is checked in now, and the hours worked in all. No
/// section for an event without shifts. A cancelled shift counts in none but the hours. Events asks it through Domain's `DashboardContributor`,
/// never knowing Shifts.
public struct ShiftsDashboardContributor: DashboardContributor {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        let shifts = board.shifts.filter { !$0.isCancelled }
        guard !shifts.isEmpty else { return nil }
        let now = dependencies.clock.now()
        let items = BoardItems(board: board, event: event, now: now)
        let soon = shifts.filter { $0.ends > now && $0.starts <= now.addingTimeInterval(24 * 3600) }.map(items.shift).filter { $0.staffing != .full }
        var rows = [DashboardSection.Item(label: "Short in 24 hours", value: soon.isEmpty ? "none" : Self.named(soon.map(Self.short)))]
        rows[0].urgent = !soon.isEmpty
        let onNow = board.assignments.filter { assignment in
            guard let shift = board.shift(assignment.shift), !shift.isCancelled else { return false }
            return assignment.checkedInAt != nil && assignment.checkedOutAt == nil && shift.ends > now
        }.compactMap { board.volunteer($0.volunteer)?.name }
        rows.append(DashboardSection.Item(label: "On shift now", value: onNow.isEmpty ? "nobody" : Self.named(onNow)))
        let seconds = board.assignments.reduce(0) { $0 + ShiftRecord.secondsWorked($1, on: board, at: now) }
        rows.append(DashboardSection.Item(label: "Hours worked", value: String(format: "%.1f", Double(seconds) / 3600)))
        let full = shifts.map(items.shift).filter { $0.staffing == .full }.count
        rows.append(DashboardSection.Item(label: "Fully staffed", value: "\(full) of \(Plural.of(shifts.count, "shift"))"))
        return DashboardSection(key: "shifts", title: "Shifts", items: rows)
    }

    /// "#3 Bar (1 of 2 Bar)": the first role short.
    private static func short(_ item: ShiftItem) -> String {
        let lacking = item.roles.first { $0.staffing != .full }.map { " (\($0.people.count) of \($0.need) \($0.role))" } ?? ""
        return "#\(item.number) \(item.title)\(lacking)"
    }

    /// "2: Ann, Bob", the first three named.
    private static func named(_ names: [String]) -> String {
        "\(names.count): " + names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    }
}
