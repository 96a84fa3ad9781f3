import DesignTokens
import Domain
import DomainTestSupport
import Testing
@testable import Tickets

/// A scan's JSON (the door page's answer to each scan) is written with `JSONWriter`, not
/// `JSONEncoder`; the bytes must be the encoder's all the same, for every field, set or not,
/// and any text.
struct ScanJSONWritingTests {
    /// Hides `JSONWritable`, so `OutputRenderer` encodes the same value with `JSONEncoder`.
    struct ThroughEncoder: Encodable, Sendable {
        let value: any Encodable & Sendable
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    static let renderer = OutputRenderer(capabilities: TerminalCapabilities())

    /// Quotes, backslashes, "/", control characters, line breaks, non-ASCII, emoji.
    static let pieces = ["K7QM", " ", "\"", "\\", "/", "\u{1}", "\u{1F}", "\n", "\t", "\r", "é", "東京", "🎉", "\u{7F}", ",", "RT1:"]

    static func text(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static let refusals: [CodeRefusal?] = [nil, .empty, .notACode, .truncated, .tooLong, .unknownVersion(9), .wrongEvent, .wrongKey, .tampered]

    @Test func aScanMatchesTheEncoderForRandomScans() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let entry = Bool.random(using: &random)
                ? OfflineList.Entry(reference: Self.text(&random), holder: Self.text(&random), type: Self.text(&random),
                                    cancelled: false, inside: false)
                : nil
            let scan = OfflineScanResponse(code: Self.text(&random), direction: Bool.random(using: &random) ? .entry : .exit, ticket: entry,
                                           refusal: Self.refusals.randomElement(using: &random)!, admitted: 1, refused: 0, journal: nil)
            let json = ScanPresenter.ScanJSON(scan)
            let written = try Self.renderer.render(Presentation(document: Document([]), csv: Table(columns: [], rows: []), json: json), as: .json)
            let encoded = try Self.renderer.render(Presentation(document: Document([]), csv: Table(columns: [], rows: []),
                                                                json: ThroughEncoder(value: json)), as: .json)
            #expect(written == encoded)
        }
    }
}
