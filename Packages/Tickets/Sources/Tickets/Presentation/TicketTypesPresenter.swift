public import DesignTokens
public import Domain

/// Ticket types and pools in every output format. JSON: `TicketCatalogJSON`. CSV: one row per
/// type, the `TicketTypeJSON` keys as the header, the price as its decimal and currency.
public enum TicketTypesPresenter {
    public static func list(_ response: TicketTypesResponse, words: FaceWords) -> Presentation {
        var blocks: [Block] = [.heading("Ticket types of \(response.event.handle)", .section), .table(table(response, for: .screen(words)))]
        if !response.catalog.pools.isEmpty {
            let pools = TicketCatalogJSON(response).pools
            blocks.append(.text("Pools: " + pools.map { "\($0.handle) \($0.issued)/\($0.quota)" }.joined(separator: ", "), .caption, .muted))
        }
        return Presentation(document: Document(blocks), csv: table(response, for: .csv), json: TicketCatalogJSON(response))
    }

    public static func added(_ response: TicketTypesResponse, words: FaceWords) -> Presentation {
        changed("Added ticket type \(response.changed?.handle.value ?? "") to \(response.event.handle)", response, words: words)
    }

    public static func updated(_ response: TicketTypesResponse, words: FaceWords) -> Presentation {
        changed("Updated ticket type \(response.changed?.handle.value ?? "")", response, words: words)
    }

    public static func removed(_ response: TicketTypesResponse, words: FaceWords) -> Presentation {
        changed("Removed ticket type \(response.changed?.handle.value ?? "") from \(response.event.handle)", response, words: words)
    }

    public static func poolSet(_ response: TicketTypesResponse, words: FaceWords) -> Presentation {
        changed("Set the quota pools of \(response.event.handle)", response, words: words)
    }

    private static func changed(_ headline: String, _ response: TicketTypesResponse, words: FaceWords) -> Presentation {
        Presentation(document: Document([.status(.success, headline, .success), .table(table(response, for: .screen(words)))]),
                     csv: table(response, for: .csv), json: TicketCatalogJSON(response))
    }

    enum Target { case screen(FaceWords), csv }

    static func table(_ response: TicketTypesResponse, for target: Target) -> Table {
        let rows = response.catalog.types.map { TicketTypeJSON($0, in: response) }
        switch target {
        case let .screen(words):
            let columns = [Table.Column("TYPE", truncates: false), Table.Column("NAME"), Table.Column("PRICE", alignment: .trailing),
                           Table.Column("ISSUED", alignment: .trailing), Table.Column("QUOTA", alignment: .trailing),
                           Table.Column("POOL"), Table.Column("ON SALE")]
            let cells = rows.map { type -> [Cell] in
                let soldOut = type.left == 0
                let window = [type.opens.map { "from \($0.prefix(16))" }, type.closes.map { "until \($0.prefix(16))" }]
                    .compactMap { $0 }.joined(separator: " ")
                return [Cell(type.handle), Cell(type.name), Cell(type.price.description),
                        Cell(String(type.issued), tone: soldOut ? .warning : .plain), Cell(type.quota.map(String.init) ?? "-"),
                        Cell(type.pool ?? ""), Cell(window.isEmpty ? "always" : window.replacingOccurrences(of: "T", with: " "))]
            }
            return Table(columns: columns, rows: cells, emptyMessage: "No ticket types yet. " + words.step(.addTicketType))
        case .csv:
            let keys = ["handle", "name", "number", "price", "currency", "quota", "pool", "opens", "closes", "maxPerIssue", "issued", "left"]
            let cells = rows.map { type -> [Cell] in
                [type.handle, type.name, String(type.number), type.price.decimalString, type.price.currency.code,
                 type.quota.map(String.init) ?? "", type.pool ?? "", type.opens ?? "", type.closes ?? "", String(type.maxPerIssue),
                 String(type.issued), type.left.map(String.init) ?? ""].map { Cell($0) }
            }
            return Table(columns: keys.map { Table.Column($0) }, rows: cells, emptyMessage: "")
        }
    }
}
