import DesignTokens
import Testing

struct CardRenderingTests {
    private let gala = Card(
        title: "Summer Gala",
        badge: Badge("PUBLISHED", tone: .success),
        fields: [
            Card.Field("Starts", "2025-07-01 18:00 (+02:00)"),
            Card.Field("Venue", "Town hall"),
            Card.Field("Time zone", "Europe/Berlin"),
        ]
    )

    @Test func titleBadgeAndAlignedFields() {
        #expect(lines(of: render([.card(gala)])) == [
            "Summer Gala [PUBLISHED]",
            "  Starts     2025-07-01 18:00 (+02:00)",
            "  Venue      Town hall",
            "  Time zone  Europe/Berlin",
        ])
    }

    @Test func badgeIsDrawnInItsTone() {
        let title = lines(of: render([.card(gala)], .colour(.trueColor)))[0]
        #expect(title == "\u{1B}[1mSummer Gala\u{1B}[0m \u{1B}[1;38;2;46;160;67m[PUBLISHED]\u{1B}[0m")
    }

    @Test func cardWithoutBadgeOrFields() {
        #expect(render([.card(Card(title: "Empty", fields: []))]) == "Empty\n")
    }

    @Test func longValuesWrapUnderTheValueColumn() {
        let card = Card(title: "Gala", fields: [Card.Field("Notes", "bring your own chair and a smile please")])
        #expect(lines(of: render([.card(card)], .plain(width: 30))) == [
            "Gala",
            "  Notes  bring your own chair",
            "         and a smile please",
        ])
    }

    @Test func labelsAlignByDisplayWidth() {
        let card = Card(title: "会議", fields: [Card.Field("場所", "東京"), Card.Field("Date", "today")])
        #expect(lines(of: render([.card(card)])) == ["会議", "  場所  東京", "  Date  today"])
    }
}
