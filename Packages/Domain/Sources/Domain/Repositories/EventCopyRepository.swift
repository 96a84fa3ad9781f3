/// Makes a new event from an existing one in ONE write transaction, so a copy is whole or not
/// there at all: the event, its owner's membership, and the questions, ticket catalog, budget
/// lines and programme that `make` derives from the source.
public protocol EventCopyRepository: Sendable {
    /// Reads the source event and its content inside the write transaction, lets `make` build
    /// the copy (new ids, the new event's id on every row), checks it as each repository's own
    /// change would (`EventContent.requireValid`) and stores it. With `numberingHandle` a taken
    /// handle is numbered as `EventRepository.createNumberingHandle` does; without, it throws
    /// `.handleTaken`. Returns the copy as stored. A missing source throws `.eventMissing`; an
    /// error from `make` changes nothing.
    func createCopy(of source: EventID, numberingHandle: Bool,
                    _ make: @Sendable (Event, EventContent) throws(DomainError) -> EventCopy) async throws(DomainError) -> EventCopy
}
