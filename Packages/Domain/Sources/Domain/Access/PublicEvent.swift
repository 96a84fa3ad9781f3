extension EventRepository {
    /// The event an address's handle names, as the public sees it (`/e/HANDLE`): a published or
    /// cancelled one (`Event.isPublic`). A draft, a completed or deleted one and a handle that
    /// names nothing are alike not found, so the address tells nothing of events not shown.
    public func publicEvent(_ handle: String) async throws(DomainError) -> Event {
        guard let handle = try? Handle(handle.lowercased(), field: "event"), let event = try await find(handle: handle), event.isPublic else {
            throw .notFound(field: "event", message: "no event is published at this address")
        }
        return event
    }
}
