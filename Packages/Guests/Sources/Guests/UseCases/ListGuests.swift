public import Domain

/// `rushday guests list EVENT [--status S] [--tag T] [--search TEXT] [--sort name|status|updated]`,
/// and the organiser's guest list page a page at a time. Every member may read the list, staff
/// included. The store filters, orders and cuts the list (`GuestQuery`), so a page costs the
/// same at 100,000 guests as at 1,000.
public struct ListGuests: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListGuestsRequest) async throws(DomainError) -> GuestListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readGuestList)
        guard request.offset >= 0 else { throw .invalid(field: "offset", message: "must be 0 or more") }
        if let limit = request.limit, limit < 1 { throw .invalid(field: "limit", message: "must be 1 or more") }
        let query = try GuestFilter(status: request.status, tag: request.tag, search: request.search)
            .query(order: request.sort, offset: request.offset, limit: request.limit)
        let page = try await dependencies.guestRepository.guests(of: event.id, query)
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        return GuestListResponse(event: event, guests: page.guests, questions: questions,
                                 page: GuestListResponse.Page(offset: request.offset, matching: page.matching, counts: page.counts))
    }
}
