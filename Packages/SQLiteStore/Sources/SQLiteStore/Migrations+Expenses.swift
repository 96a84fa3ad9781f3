import Domain
import GRDB

extension Migrations {
    /// Budget lines and expenses of events, and each expense's parts (one row per member, in
    /// the split's order), so `SELECT member, SUM(amount_minor) FROM expense_shares ...` answers
    /// who owes what from the sqlite3 shell. Money is minor units beside its ISO code; an
    /// expense paid in another currency keeps that amount and the rate (exact decimal text) it
    /// was converted at. Members are user ids. Days are ISO 8601 text (`2026-12-01`).
    static let expenses = SchemaPiece(create: { db in
        try db.execute(sql: """
            CREATE TABLE budget_lines (
                event_id     TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                category     TEXT    NOT NULL,
                amount_minor INTEGER NOT NULL
                    CONSTRAINT amount CHECK (amount_minor >= 0),
                currency     TEXT    NOT NULL,
                updated_at   INTEGER NOT NULL,
                PRIMARY KEY (event_id, category)
            );
            CREATE TABLE expenses (
                id                TEXT    NOT NULL PRIMARY KEY,
                event_id          TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                number            INTEGER NOT NULL,
                amount_minor      INTEGER NOT NULL
                    CONSTRAINT amount CHECK (amount_minor > 0),
                currency          TEXT    NOT NULL,
                original_minor    INTEGER,
                original_currency TEXT,
                rate              TEXT,
                category          TEXT    NOT NULL,
                payee             TEXT    NOT NULL,
                day               TEXT    NOT NULL,
                paid_by           TEXT    NOT NULL,
                split             TEXT    NOT NULL
                    CONSTRAINT split CHECK (split IN ('equal', 'shares', 'exact')),
                note              TEXT,
                receipt           TEXT,
                created_at        INTEGER NOT NULL,
                updated_at        INTEGER NOT NULL,
                UNIQUE (event_id, number)
            );
            CREATE TABLE expense_shares (
                expense_id   TEXT    NOT NULL REFERENCES expenses(id) ON DELETE CASCADE,
                position     INTEGER NOT NULL,
                member       TEXT    NOT NULL,
                weight       INTEGER NOT NULL,
                amount_minor INTEGER NOT NULL,
                PRIMARY KEY (expense_id, position)
            );
            """)
    }, constraintErrors: [
        "budget_lines.amount": .invalid(field: "amount", message: "must be 0 or more; write an amount like 1200.50"),
        "expenses.amount": .invalid(field: "amount", message: "must be more than 0; write an amount like 12.50"),
        "expenses.split": .invalid(field: "split", message: "is not a known split; use equal, shares or exact"),
        "expenses.event_id, expenses.number": .conflict(field: "expense", message: "this number already names another expense of this event; try again"),
    ])
}
