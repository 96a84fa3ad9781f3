import DesignTokens
import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// `events list --format json` writes its events with `JSONWriter`, not `JSONEncoder`; the
/// bytes must be the encoder's all the same, for every field, set or not, and any text.
struct EventJSONWritingTests {
    /// Hides `JSONWritable`, so `OutputRenderer` encodes the same value with `JSONEncoder`.
    struct ThroughEncoder: Encodable, Sendable {
        let value: any Encodable & Sendable
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    static let renderer = OutputRenderer(capabilities: TerminalCapabilities())

    static func viaWriter(_ presentation: Presentation) throws -> String {
        try renderer.render(presentation, as: .json)
    }

    static func viaEncoder(_ presentation: Presentation) throws -> String {
        let value = presentation.json
        return try renderer.render(Presentation(document: Document([]), csv: Table(columns: [], rows: []),
                                                json: ThroughEncoder(value: value)), as: .json)
    }

    /// Quotes, backslashes, "/", control characters, line breaks and tabs, non-ASCII, emoji.
    static let pieces = ["Gala", " ", "\"", "\\", "/", "\u{1}", "\u{1F}", "\n", "\t", "\r", "é", "東京", "🎉", "👩‍👩‍👧", "\u{7F}", ",", "=1"]

    static func text(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func event(_ number: Int, _ random: inout SeededRandom) throws -> Event {
        let zones = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Etc/UTC", "Africa/Monrovia"]
        let currency = try Currency(code: ["EUR", "JPY", "BHD", "USD"].randomElement(using: &random)!)
        let starts = Date(timeIntervalSince1970: Double(Int64.random(in: -2_500_000_000_000...4_000_000_000_000, using: &random)) / 1000)
        let budget = Bool.random(using: &random)
            ? Money(minorUnits: Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &random), currency: currency) : nil
        return Event(
            id: EventID(UUID()), handle: try Handle("event-\(number)"), title: text(&random),
            description: Bool.random(using: &random) ? text(&random) : nil,
            startsAt: starts, endsAt: starts.addingTimeInterval(Double.random(in: 0...100_000, using: &random)),
            timeZone: try TimeZoneID(zones.randomElement(using: &random)!),
            venue: Bool.random(using: &random) ? text(&random) : nil,
            capacity: Bool.random(using: &random) ? Int.random(in: 1...Int(Int32.max), using: &random) : nil,
            currency: currency, budget: budget, status: EventStatus.allCases.randomElement(using: &random)!,
            rsvpClosesAt: Bool.random(using: &random) ? starts.addingTimeInterval(-3_600.25) : nil, guestPages: Bool.random(using: &random),
            notify: AnswerNotices.allCases.randomElement(using: &random)!,
            registration: Registration(mode: RegistrationMode.allCases.randomElement(using: &random)!,
                                       closesAt: Bool.random(using: &random) ? starts.addingTimeInterval(-7_200.5) : nil,
                                       party: Int.random(in: 0...20, using: &random)),
            createdAt: starts.addingTimeInterval(-86_400.5), updatedAt: starts.addingTimeInterval(-0.001))
    }

    @Test func listMatchesTheEncoderForRandomEvents() throws {
        var random = SeededRandom(seed: 42)
        let items = try (0..<300).map { number in
            EventListResponse.Item(event: try Self.event(number, &random), role: Role.allCases.randomElement(using: &random)!)
        }
        let presentation = EventPresenter.list(EventListResponse(items: items), words: .plain)
        #expect(try Self.viaWriter(presentation) == Self.viaEncoder(presentation))
    }

    @Test func listOfKnownEventsAndEmptyListMatchTheEncoder() throws {
        let known = EventPresenter.list(EventListResponse(items: [.init(event: PresenterTests.event, role: .organizer),
                                                                  .init(event: PresenterTests.bare, role: .staff)]), words: .plain)
        #expect(try Self.viaWriter(known) == Self.viaEncoder(known))
        #expect(try Self.viaWriter(known).contains(#""startsAt" : "2026-01-15T18:30:00-05:00""#))
        let empty = EventPresenter.list(EventListResponse(items: []), words: .plain)
        #expect(try Self.viaWriter(empty) == Self.viaEncoder(empty))
    }

    @Test func oneEventAnswersMatchTheEncoder() throws {
        let presentation = EventPresenter.created(EventResponse(event: PresenterTests.event, role: .owner), words: .plain)
        #expect(try Self.viaWriter(presentation) == Self.viaEncoder(presentation))
    }
}
