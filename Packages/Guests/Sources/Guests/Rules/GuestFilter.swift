public import Domain

/// The filters of `guests list`, which the commands and forms acting on many guests share: a
/// status, a tag and a search text, checked and folded into a `GuestQuery` (a blank search is
/// refused; a tag is checked as a guest's tags are).
public struct GuestFilter: Hashable, Sendable {
    public var status: RSVPStatus?
    public var tag: String?
    public var search: String?

    public init(status: RSVPStatus? = nil, tag: String? = nil, search: String? = nil) {
        self.status = status
        self.tag = tag
        self.search = search
    }

    /// Whether no filter is given: every guest.
    public var isEmpty: Bool { status == nil && tag == nil && search == nil }

    func query(order: GuestQuery.Order = .name, offset: Int = 0, limit: Int? = nil) throws(DomainError) -> GuestQuery {
        let tag = try tag.map { raw throws(DomainError) in GuestKeys.folded(try GuestFields.tags([raw])[0]) }
        let search = try search.map { raw throws(DomainError) -> String in
            let text = raw.trimmingScalars(in: .whitespaces)
            guard !text.isEmpty else { throw .invalid(field: "search", message: "is blank; give some text, or leave it out") }
            return GuestKeys.folded(try GuestFields.line(text, field: "search"))
        }
        return GuestQuery(status: status, tag: tag, search: search, order: order, offset: offset, limit: limit)
    }
}
