import Domain
import Testing

struct EventStatusTests {
    static let legal: Set<[EventStatus]> = [[.draft, .published], [.published, .completed], [.draft, .cancelled], [.published, .cancelled]]

    @Test(arguments: EventStatus.allCases, EventStatus.allCases)
    func onlyTheDocumentedMovesAreAllowed(from: EventStatus, to: EventStatus) {
        #expect(from.canMove(to: to) == Self.legal.contains([from, to]))
    }

    @Test func nothingLeavesCompletedOrCancelled() {
        for end in [EventStatus.completed, .cancelled] {
            #expect(EventStatus.allCases.allSatisfy { !end.canMove(to: $0) })
        }
    }

    @Test func descriptionIsTheStoredWord() {
        #expect(EventStatus.allCases.map(\.description) == ["draft", "published", "completed", "cancelled"])
        #expect(EventStatus(rawValue: "published") == .published)
    }
}
