import Domain
import GRDB

extension Migrations {
    /// Ticket types, their quota pools, tickets, door scans and each event's signing key.
    /// Prices are INTEGER minor units beside a TEXT currency. A type's `pool` names a pool of its
    /// event by handle (the store checks it before writing). A ticket keeps its type (a type with
    /// tickets cannot be removed); everything goes with its event. Scans are in `sequence`
    /// order; a ticket is inside when its last scan is an entry. Keys are raw Ed25519 bytes
    /// (32 each); the private key is never read but to sign.
    static let tickets = SchemaPiece(create: { db in
        try db.execute(sql: """
            CREATE TABLE ticket_pools (
                event_id TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                handle   TEXT    NOT NULL,
                quota    INTEGER NOT NULL
                    CONSTRAINT quota CHECK (quota >= 0),
                PRIMARY KEY (event_id, handle)
            );
            CREATE TABLE ticket_types (
                id            TEXT    NOT NULL PRIMARY KEY,
                event_id      TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                number        INTEGER NOT NULL
                    CONSTRAINT number CHECK (number BETWEEN 1 AND 255),
                handle        TEXT    NOT NULL,
                name          TEXT    NOT NULL,
                price_minor   INTEGER NOT NULL
                    CONSTRAINT price CHECK (price_minor >= 0),
                currency      TEXT    NOT NULL,
                quota         INTEGER
                    CONSTRAINT quota CHECK (quota IS NULL OR quota >= 0),
                pool          TEXT,
                sales_open    INTEGER,
                sales_close   INTEGER,
                max_per_issue INTEGER NOT NULL
                    CONSTRAINT max_per_issue CHECK (max_per_issue >= 1),
                created_at    INTEGER NOT NULL,
                updated_at    INTEGER NOT NULL,
                UNIQUE (event_id, number),
                UNIQUE (event_id, handle)
            );
            CREATE TABLE tickets (
                id           TEXT    NOT NULL PRIMARY KEY,
                event_id     TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                type_id      TEXT    NOT NULL REFERENCES ticket_types(id),
                reference    TEXT    NOT NULL UNIQUE,
                holder       TEXT    NOT NULL,
                email        TEXT,
                guest_id     TEXT,
                price_minor  INTEGER NOT NULL,
                currency     TEXT    NOT NULL,
                status       TEXT    NOT NULL
                    CONSTRAINT status CHECK (status IN ('valid', 'cancelled')),
                issued_at    INTEGER NOT NULL,
                cancelled_at INTEGER
            );
            CREATE INDEX tickets_by_event ON tickets(event_id, issued_at, reference);
            CREATE INDEX tickets_by_type ON tickets(type_id);
            CREATE TABLE check_in_scans (
                sequence  INTEGER PRIMARY KEY,
                ticket_id TEXT    NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
                event_id  TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
                direction TEXT    NOT NULL
                    CONSTRAINT direction CHECK (direction IN ('entry', 'exit')),
                device    TEXT    NOT NULL,
                at        INTEGER NOT NULL
            );
            CREATE INDEX check_in_scans_by_ticket ON check_in_scans(ticket_id, sequence);
            CREATE INDEX check_in_scans_by_event ON check_in_scans(event_id, sequence);
            CREATE TABLE event_signing_keys (
                event_id    TEXT    NOT NULL PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
                public_key  BLOB    NOT NULL,
                private_key BLOB    NOT NULL,
                created_at  INTEGER NOT NULL
            );
            """)
    }, constraintErrors: [
        "ticket_pools.quota": .invalid(field: "quota", message: "must be 0 or more tickets"),
        "ticket_pools.event_id, ticket_pools.handle": .conflict(field: "pool", message: "this pool already exists at this event; choose another"),
        "ticket_types.number": .ticketTypesFull,
        "ticket_types.price": .invalid(field: "price", message: "must be 0 or more; write an amount like 25.00"),
        "ticket_types.quota": .invalid(field: "quota", message: "must be 0 or more tickets"),
        "ticket_types.max_per_issue": .invalid(field: "max-per-issue", message: "must be 1 or more tickets"),
        "ticket_types.event_id, ticket_types.number": .ticketTypesFull,
        "ticket_types.event_id, ticket_types.handle": .conflict(field: "name", message: "this name already names a ticket type of this event; choose another name"),
        "tickets.reference": .ticketReferenceTaken,
        "tickets.id": .ticketReferenceTaken,
        "tickets.status": .invalid(field: "status", message: "is not a known ticket status; use valid or cancelled"),
        "check_in_scans.direction": .invalid(field: "direction", message: "is not entry or exit"),
    ])
}
