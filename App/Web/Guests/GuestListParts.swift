import DesignTokens
import Domain
import Guests

/// The guest list page a part at a time (`GuestListParts.size` guests, `?page=N` from 1): above
/// it, the event's guests counted per status, each count a link filtering the list by it; below
/// it, which guests these are of how many, and links to the parts before and after.
struct GuestListParts {
    static let size = 50

    let filter: ListFilter

    /// The part `?page=` asks for; a page that is not a whole number from 1 is refused.
    func request(_ base: ListGuestsRequest) throws -> ListGuestsRequest {
        var request = base
        let number = try filter.given("page").map { raw throws(DomainError) in
            guard let number = Int(raw), number >= 1, number <= Int.max / Self.size else {
                throw .invalid(field: "page", message: "\(UserText.quoted(raw)) is not a page number; give 1 or more")
            }
            return number
        } ?? 1
        (request.offset, request.limit) = ((number - 1) * Self.size, Self.size)
        return request
    }

    func counts(_ response: GuestListResponse) -> [Node] {
        let page = response.page
        let chosen = filter.given("status")
        var links = [Link("All \(page.counts.values.reduce(0, +))", href: filter.href(changing: ["status": nil, "page": nil]), current: chosen == nil)]
        // A registration's statuses are counted once a guest has one: an invitation-only event's counts stay as they were.
        let shown = GuestQuery.statusOrder.filter { status in
            ![.unconfirmed, .pending].contains(status) || page.counts[status, default: 0] > 0 || chosen == status.rawValue
        }
        links += shown.map { status in
            Link("\(status.rawValue.capitalized) \(page.counts[status] ?? 0)",
                 href: filter.href(changing: ["status": status.rawValue, "page": nil]), current: chosen == status.rawValue)
        }
        return [.tag(.nav, [.class("status-counts"), .aria(.label, "Guests by status")], [.tag(.ul, [], links.map { .tag(.li, [], [$0.node]) })])]
    }

    func pager(_ response: GuestListResponse) -> [Node] {
        let page = response.page
        guard page.matching > 0 else { return [] }
        let number = page.offset / Self.size + 1
        let last = (page.matching + Self.size - 1) / Self.size
        guard !response.guests.isEmpty else {
            return [.tag(.nav, [.class("pager"), .aria(.label, "Pages of guests")], [
                .tag(.p, [], text: "Page \(number) is past the end of the list, which has \(last) \(last == 1 ? "page" : "pages")."),
                .tag(.a, [.href(filter.href(changing: ["page": nil]))], text: "First page"),
            ])]
        }
        var items: [Node] = [.tag(.p, [], text: "Guests \(page.offset + 1)–\(page.offset + response.guests.count) of \(page.matching) · page \(number) of \(last)")]
        if number > 1 { items.append(.tag(.a, [.href(filter.href(changing: ["page": number == 2 ? nil : String(number - 1)]))], text: "Previous page")) }
        if number < last { items.append(.tag(.a, [.href(filter.href(changing: ["page": String(number + 1)]))], text: "Next page")) }
        return [.tag(.nav, [.class("pager"), .aria(.label, "Pages of guests")], items)]
    }
}
