import DomainTestSupport
import Foundation
@testable import Guests
import Testing

/// Tags, choices and filters are told apart without case exactly as Foundation tells them,
/// whether the ASCII shortcut or Foundation answers.
@Suite struct CaseInsensitiveTests {
    /// Letters in both cases, the ASCII bytes `| 0x20` would confuse ("@" and "`", "[" and "{"),
    /// and letters beyond ASCII whose case Foundation folds.
    private static let characters = Array("aAzZmM@`[{]}^~_ 09-é").map(String.init) + ["É", "ß", "SS", "İ", "ǅ", "Ω", "ω"]

    @Test func everyPairIsToldAsFoundationTellsIt() {
        var random = SeededRandom(seed: 23)
        for _ in 0..<5_000 {
            let first = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.characters.randomElement(using: &random)! }.joined()
            // Half the time the same text with each character's case flipped or kept.
            let second = Bool.random(using: &random)
                ? first.map { Bool.random(using: &random) ? $0.uppercased() : $0.lowercased() }.joined()
                : (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.characters.randomElement(using: &random)! }.joined()
            #expect(first.equalsIgnoringCase(second) == (first.caseInsensitiveCompare(second) == .orderedSame),
                    "\(first) and \(second)")
        }
    }
}
