import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// `guests list --format json` writes its guests with `JSONWriter`, not `JSONEncoder`; the
/// bytes must be the encoder's all the same: every field set or not, empty and long lists,
/// answers' keys in the encoder's order, and any text.
struct GuestJSONWritingTests {
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
        try renderer.render(Presentation(document: Document([]), csv: Table(columns: [], rows: []),
                                         json: ThroughEncoder(value: presentation.json)), as: .json)
    }

    /// Quotes, backslashes, "/", control characters, line breaks and tabs, non-ASCII, emoji.
    static let pieces = ["Ada", " ", "\"", "\\", "/", "\u{1}", "\u{1F}", "\n", "\t", "\r", "é", "東京", "🎉", "👩‍👩‍👧", "\u{7F}", ",", "=1"]

    static func text(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func texts(_ random: inout SeededRandom) -> [String] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) }
    }

    /// Keys whose byte order differs from a numeric or case-blind one: "q10" before "q2".
    static let keys = ["aa", "aa-b", "aab", "b2", "meal", "q10", "q2", "shuttle", "z9", "z10"]

    static let event = Event(id: EventID(UUID()), handle: try! Handle("gala"), title: "Gala",
                             startsAt: Date(timeIntervalSince1970: 1_800_000_000), endsAt: Date(timeIntervalSince1970: 1_800_010_000),
                             timeZone: try! TimeZoneID("Australia/Lord_Howe"), capacity: 100, currency: try! Currency(code: "EUR"),
                             createdAt: Date(timeIntervalSince1970: 1_700_000_000), updatedAt: Date(timeIntervalSince1970: 1_700_000_000))

    static func guest(_ number: Int, _ random: inout SeededRandom) throws -> Guest {
        let at = Date(timeIntervalSince1970: Double(Int64.random(in: -2_500_000_000_000...4_000_000_000_000, using: &random)) / 1000)
        var answers: [Handle: String] = [:]
        for key in keys where Int.random(in: 0..<3, using: &random) == 0 { answers[try Handle(key)] = text(&random) }
        let plusOnes = texts(&random)
        return Guest(id: GuestID(UUID()), eventID: event.id, handle: try Handle("guest-\(number)"), name: text(&random),
                     email: Bool.random(using: &random) ? try EmailAddress("g\(number)@example.org") : nil,
                     phone: Bool.random(using: &random) ? text(&random) : nil,
                     others: plusOnes.count + Int.random(in: 0...2, using: &random), plusOnes: plusOnes, tags: texts(&random),
                     dietary: Bool.random(using: &random) ? text(&random) : nil,
                     note: Bool.random(using: &random) ? text(&random) : nil,
                     status: [RSVPStatus.invited, .accepted, .declined, .maybe, .waitlisted].randomElement(using: &random)!,
                     answers: answers, statusChangedAt: at,
                     answeredAt: Bool.random(using: &random) ? at.addingTimeInterval(-60) : nil,
                     answeredVia: Bool.random(using: &random) ? RSVPSource.allCases.randomElement(using: &random) : nil,
                     createdAt: at.addingTimeInterval(-86_400.5), updatedAt: at.addingTimeInterval(-0.001))
    }

    @Test func listMatchesTheEncoderForRandomGuests() throws {
        var random = SeededRandom(seed: 7)
        let guests = try (0..<300).map { try Self.guest($0, &random) }
        let presentation = GuestsPresenter.list(GuestListResponse(event: Self.event, guests: guests))
        let written = try Self.viaWriter(presentation)
        #expect(written == (try Self.viaEncoder(presentation)))
        #expect(written.contains(#""answers" : {"#))
        #expect(written.contains(#""answeredVia" : "web""#))
    }

    @Test func emptyListAndBareGuestMatchTheEncoder() throws {
        let empty = GuestsPresenter.list(GuestListResponse(event: Self.event, guests: []))
        #expect(try Self.viaWriter(empty) == Self.viaEncoder(empty))
        let bare = Guest(id: GuestID(UUID()), eventID: Self.event.id, handle: try Handle("bare"), name: "Bare",
                         statusChangedAt: Self.event.createdAt, createdAt: Self.event.createdAt, updatedAt: Self.event.createdAt)
        let one = GuestsPresenter.list(GuestListResponse(event: Self.event, guests: [bare]))
        #expect(try Self.viaWriter(one) == Self.viaEncoder(one))
    }
}
