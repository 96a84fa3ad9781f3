public import DesignTokens
import Domain

/// `settle` in every format: the balances, then one line per transfer. JSON: `SettlementJSON`.
/// CSV: the transfers, `from,to,amount,currency`.
public enum SettlementPresenter {
    public static func settle(_ response: SettlementResponse) -> Presentation {
        Presentation(document: { document(response) }, csv: { csv(response) }, json: { SettlementJSON(response) })
    }

    private static func document(_ response: SettlementResponse) -> Document {
        let columns = [Table.Column("MEMBER"), Table.Column("PAID", alignment: .trailing, truncates: false),
                       Table.Column("OWED", alignment: .trailing, truncates: false), Table.Column("NET", alignment: .trailing, truncates: false)]
        let rows = response.balances.map { balance -> [Cell] in
            let tone: Tone = balance.net.minorUnits < 0 ? .warning : balance.net.minorUnits > 0 ? .success : .plain
            return [Cell(balance.member), Cell(balance.paid.description), Cell(balance.owed.description), Cell(balance.net.description, tone: tone)]
        }
        var blocks: [Block] = [
            .heading("Balances of \(response.event.handle)", .section),
            .table(Table(columns: columns, rows: rows, emptyMessage: "No expenses.")),
            .heading("To settle up", .section),
        ]
        if response.transfers.isEmpty {
            blocks.append(.status(.success, "Nobody owes anything", .success))
        }
        blocks += response.transfers.map { .status(.arrow, "\($0.from) pays \($0.to) \($0.amount)", .plain) }
        return Document(blocks)
    }

    private static func csv(_ response: SettlementResponse) -> Table {
        let rows = response.transfers.map { [$0.from, $0.to, $0.amount.decimalString, $0.amount.currency.code].map { Cell($0) } }
        return Table(columns: ["from", "to", "amount", "currency"].map { Table.Column($0) }, rows: rows, emptyMessage: "")
    }
}
