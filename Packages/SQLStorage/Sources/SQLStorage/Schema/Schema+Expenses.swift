import Domain

extension Schema {
    /// Budget lines by category, expenses numbered per event, and each expense's shares among
    /// the organisers. Amounts are BIGINT minor units beside a TEXT currency; `rate` and `day`
    /// are exact decimal and ISO 8601 text (`2026-12-01`).
    static let expenses = SchemaPiece(statements: [
        """
        CREATE TABLE budget_lines (
            event_id     TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            category     TEXT   NOT NULL,
            amount_minor BIGINT NOT NULL
                CONSTRAINT amount CHECK (amount_minor >= 0),
            currency     TEXT   NOT NULL,
            updated_at   BIGINT NOT NULL,
            CONSTRAINT budget_lines_pkey PRIMARY KEY (event_id, category)
        )
        """,
        """
        CREATE TABLE expenses (
            id                TEXT   NOT NULL CONSTRAINT expenses_pkey PRIMARY KEY,
            event_id          TEXT   NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            number            BIGINT NOT NULL,
            amount_minor      BIGINT NOT NULL
                CONSTRAINT amount CHECK (amount_minor > 0),
            currency          TEXT   NOT NULL,
            original_minor    BIGINT,
            original_currency TEXT,
            rate              TEXT,
            category          TEXT   NOT NULL,
            payee             TEXT   NOT NULL,
            day               TEXT   NOT NULL,
            paid_by           TEXT   NOT NULL,
            split             TEXT   NOT NULL
                CONSTRAINT split CHECK (split IN ('equal', 'shares', 'exact')),
            note              TEXT,
            receipt           TEXT,
            created_at        BIGINT NOT NULL,
            updated_at        BIGINT NOT NULL,
            CONSTRAINT expenses_number UNIQUE (event_id, number)
        )
        """,
        """
        CREATE TABLE expense_shares (
            expense_id   TEXT   NOT NULL REFERENCES expenses(id) ON DELETE CASCADE,
            position     BIGINT NOT NULL,
            member       TEXT   NOT NULL,
            weight       BIGINT NOT NULL,
            amount_minor BIGINT NOT NULL,
            CONSTRAINT expense_shares_pkey PRIMARY KEY (expense_id, position)
        )
        """,
    ], constraintErrors: [
        "budget_lines.amount": .invalid(field: "amount", message: "must be 0 or more; write an amount like 1200.50"),
        "expenses.amount": .invalid(field: "amount", message: "must be more than 0; write an amount like 12.50"),
        "expenses.split": .invalid(field: "split", message: "is not a known split; use equal, shares or exact"),
        "expenses.expenses_number": .conflict(field: "expense", message: "this number already names another expense of this event; try again"),
    ])

    /// Receipts kept as files, so every server sharing the database serves them: the expense's
    /// row says the file's type and size (its name stays in `receipt`), the bytes are a row of
    /// `expense_receipts`, which goes with its event. An expense's row is written again on every
    /// change, so the file is not tied to it by a cascade; the store removes it with its expense.
    static let expenseReceipts = SchemaPiece(statements: [
        "ALTER TABLE expenses ADD COLUMN receipt_type TEXT",
        "ALTER TABLE expenses ADD COLUMN receipt_size BIGINT",
        """
        CREATE TABLE expense_receipts (
            expense_id TEXT  NOT NULL CONSTRAINT expense_receipts_pkey PRIMARY KEY,
            event_id   TEXT  NOT NULL REFERENCES events(id) ON DELETE CASCADE,
            data       BYTEA NOT NULL
        )
        """,
    ], constraintErrors: [:])
}
