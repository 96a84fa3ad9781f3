import Domain
import DomainTestSupport
import Testing

struct HandleTests {
    @Test(arguments: ["a", "7", "ab", "summer-gala-2026", "2026", " gala ", String(repeating: "a", count: 48)])
    func acceptsValidHandles(text: String) throws {
        #expect(try Handle(text).value == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: ["", "-", "-gala", "gala-", "summer--gala", "Summer-Gala", "summer gala", "café", "gala_2026",
                      "gala!", String(repeating: "a", count: 49)])
    func rejectsInvalidHandles(text: String) {
        let error = #expect(throws: DomainError.self) { try Handle(text, field: "event") }
        #expect(field(of: error) == "event")
        #expect(error?.message.contains("like summer-gala-2026") == true)
    }

    /// The byte-wise check agrees with the rule written as a regular expression, on random
    /// strings over an alphabet full of near misses.
    @Test func acceptsExactlyWhatTheRuleDescribes() {
        var random = SeededRandom(seed: 11)
        let alphabet = Array("ab09--Z_ é")
        for _ in 0..<5_000 {
            let text = String((0..<Int.random(in: 0...50, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let rule = text.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil && (1...48).contains(text.count)
            // Spaces around a handle are trimmed first; the rule is about what is left.
            if !text.hasPrefix(" "), !text.hasSuffix(" ") {
                #expect(((try? Handle(text)) != nil) == rule, "\(text)")
            }
        }
    }

    @Test(arguments: [
        ("Summer Gala 2026", "summer-gala-2026"),
        ("Café Zoë's Soirée", "cafe-zoe-s-soiree"),
        ("  --Hello,   World!!  ", "hello-world"),
        ("Straße Fest", "strasse-fest"),
        ("ＦＵＬＬ ｗｉｄｔｈ", "full-width"),
        ("Año Nuevo: ¡Fiesta!", "ano-nuevo-fiesta"),
    ])
    func derivesFromTitles(title: String, expected: String) {
        #expect(Handle.derived(from: title)?.value == expected)
    }

    @Test(arguments: ["", "!!!", "東京", "🎉🎉", "-"])
    func derivesNothingFromUnusableTitles(title: String) {
        #expect(Handle.derived(from: title) == nil)
    }

    /// A one-letter name is a handle of its own, numbered like any other.
    @Test(arguments: [("W", "w"), ("Q", "q"), ("é", "e"), ("7", "7"), ("Ｗ", "w"), (" W. ", "w")])
    func derivesFromOneLetter(title: String, expected: String) throws {
        #expect(Handle.derived(from: title)?.value == expected)
        #expect(Handle.free(from: title, fallback: try Handle("guest"), isTaken: { $0.value == expected }).value == "\(expected)-2")
    }

    @Test func aFreeHandleIsNumberedPastTheTakenOnesOrFallsBack() throws {
        let taken: Set<Handle> = [try Handle("ann-lee"), try Handle("ann-lee-2"), try Handle("ann-lee-4")]
        #expect(Handle.free(from: "Ann Lee", fallback: try Handle("guest"), isTaken: taken.contains).value == "ann-lee-3")
        #expect(Handle.free(from: "Bob", fallback: try Handle("guest"), isTaken: taken.contains).value == "bob")
        #expect(Handle.free(from: "東京", fallback: try Handle("guest"), isTaken: { $0.value == "guest" }).value == "guest-2")
    }

    @Test func longTitlesAreCutAtAWordBoundary() throws {
        let title = "The International Conference on Event Planning and Hospitality Management"
        let handle = try #require(Handle.derived(from: title))
        #expect(handle.value == "the-international-conference-on-event-planning")
        #expect(handle.value.count <= Handle.maximumLength)
    }

    @Test func aLongWordAfterAShortOneIsCutInsteadOfDroppingTheTitle() throws {
        let word = String(repeating: "x", count: 60)
        let handle = try #require(Handle.derived(from: "A \(word)"))
        #expect(handle.value == "a-" + String(repeating: "x", count: 46))
        #expect(Handle.derived(from: word)?.value == String(repeating: "x", count: 48))
    }

    @Test func numberedAppendsASuffixWithinTheLimit() throws {
        #expect(try Handle("gala").numbered(2).value == "gala-2")
        #expect(try Handle("gala").numbered(13).value == "gala-13")
        let long = try Handle(String(repeating: "a", count: 46) + "-b")
        let numbered = long.numbered(10)
        #expect(numbered.value == String(repeating: "a", count: 45) + "-10")
        #expect(numbered.value.count == Handle.maximumLength)
    }
}
