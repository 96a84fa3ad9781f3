import DesignTokens

extension TerminalCapabilities {
    static func plain(width: Int = 80, unicode: Bool = true) -> TerminalCapabilities {
        TerminalCapabilities(colorLevel: .none, unicode: unicode, width: width, isTerminal: false)
    }

    static func colour(_ level: ColorLevel, width: Int = 80) -> TerminalCapabilities {
        TerminalCapabilities(colorLevel: level, unicode: true, width: width, isTerminal: true)
    }
}

func render(_ blocks: [Block], _ capabilities: TerminalCapabilities = .plain()) -> String {
    TerminalRenderer(capabilities: capabilities).render(Document(blocks))
}

func lines(of output: String) -> [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

/// Removes SGR sequences, to check layout of coloured output.
func withoutEscapes(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
        if scalar == "\u{1B}" {
            inEscape = true
        } else if inEscape {
            if scalar == "m" { inEscape = false }
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Every table, card and status kind at once, to check properties of the whole output.
let everyBlock: [Block] = [
    .heading("Summer Gala", .hero),
    .heading("Guests", .section),
    .text("Three guests replied.", .caption, .plain),
    .status(.success, "Published summer-gala", .success),
    .status(.warning, "Budget almost spent", .warning),
    .card(Card(title: "Summer Gala", badge: Badge("PUBLISHED", tone: .success), fields: [
        Card.Field("Starts", "2025-07-01 18:00 (+02:00)"),
        Card.Field("Budget", Cell("-12.50 EUR", tone: .error)),
    ])),
    .spacer(.md),
    .table(Table(columns: [Table.Column("Name"), Table.Column("Paid", alignment: .trailing)],
                 rows: [["Ada", Cell("12.50", tone: .success)], ["Grace", "3.00"]])),
    .table(Table(columns: [Table.Column("Name")], rows: [], emptyMessage: "No guests yet.")),
]
