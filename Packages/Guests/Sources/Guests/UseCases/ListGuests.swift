public import Domain
import Foundation

/// `rushday guests list EVENT [--status S] [--tag T] [--search TEXT] [--sort name|status|updated]`.
/// Every member may read the list, staff included.
public struct ListGuests: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListGuestsRequest) async throws(DomainError) -> GuestListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readGuestList)
        let tag = try request.tag.map { raw throws(DomainError) in try GuestFields.tags([raw])[0] }
        let search = try request.search.map { raw throws(DomainError) -> String in
            let text = raw.trimmingScalars(in: .whitespaces)
            guard !text.isEmpty else { throw .invalid(field: "search", message: "is blank; give some text, or leave it out") }
            return Self.folded(text)
        }
        let guests = try await dependencies.guestRepository.guests(of: event.id).filter { guest in
            if let status = request.status, guest.status != status { return false }
            if let tag, !guest.tags.contains(where: { $0.equalsIgnoringCase(tag) }) { return false }
            if let search {
                let fields = [guest.name, guest.handle.value, guest.email?.value ?? "", guest.phone ?? ""]
                return fields.contains { Self.folded($0).contains(search) }
            }
            return true
        }
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        return GuestListResponse(event: event, guests: Self.sorted(guests, by: request.sort), questions: questions)
    }

    /// Also the order `guests links` makes links in.
    static func sorted(_ guests: [Guest], by sort: ListGuestsRequest.Sort) -> [Guest] {
        // Each name folded once, not twice per comparison: the same keys in the same order.
        let byName = guests.map { (key: folded($0.name), guest: $0) }
            .sorted { ($0.key, $0.guest.handle.value) < ($1.key, $1.guest.handle.value) }.map(\.guest)
        switch sort {
        case .name:
            return byName
        case .status:
            let order: [RSVPStatus] = [.accepted, .waitlisted, .maybe, .invited, .declined]
            let line = Waitlist.line(guests).map(\.id)
            return byName.enumerated().sorted { left, right in
                let leftKey = (order.firstIndex(of: left.element.status)!, line.firstIndex(of: left.element.id) ?? 0, left.offset)
                let rightKey = (order.firstIndex(of: right.element.status)!, line.firstIndex(of: right.element.id) ?? 0, right.offset)
                return leftKey < rightKey
            }.map(\.element)
        case .updated:
            return byName.enumerated().sorted { ($1.element.updatedAt, $0.offset) < ($0.element.updatedAt, $1.offset) }.map(\.element)
        }
    }

    private static func folded(_ text: String) -> String {
        // ASCII has no accents nor widths to fold, only case: Foundation only for the rest.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
