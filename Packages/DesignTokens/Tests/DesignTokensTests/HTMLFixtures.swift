import DesignTokens

func html(_ blocks: [Block]) -> String {
    HTMLRenderer().render(Document(blocks))
}

let sampleTimeline = Timeline(
    length: 240, scales: [15, 30, 60],
    marks: [Timeline.Mark(at: 0, label: "18"), Timeline.Mark(at: 60, label: "19"),
            Timeline.Mark(at: 120, label: "20"), Timeline.Mark(at: 180, label: "21")],
    lanes: [
        Timeline.Lane(title: "Main hall", spans: [
            Timeline.Span(start: 0, length: 60, label: "Keynote", series: 0),
            Timeline.Span(start: 45, length: 60, label: "Panel", series: 1),
        ]),
        Timeline.Lane(title: "Room B", spans: [Timeline.Span(start: 120, length: 30, label: "Workshop", series: nil)]),
    ],
    legend: [Timeline.LegendItem(label: "Talks", series: 0), Timeline.LegendItem(label: "Panels", series: 1)]
)

/// A QR-like picture: a diagonal and one run of three dark dots.
let samplePicture = Picture(width: 4, height: 3, margin: 2, label: "QR code of ticket RT1-ABCD") { x, y in
    x == y || (y == 2 && x >= 1)
}

/// An event's dashboard as the features build it: every block kind, a sparkline in a card.
let sampleDashboard: [Block] = everyBlock + [
    .card(Card(title: "Door", fields: [
        Card.Field("Inside", Cell("42 of 120", tone: .success)),
        Card.Field("Arrivals", "▁▂▅█▃ from 18:00, peak 8"),
    ])),
    .timeline(sampleTimeline),
    .picture(samplePicture),
    .text("RT1-ABCD", .code, .plain),
    .status(.info, "Updated just now", .muted),
]
