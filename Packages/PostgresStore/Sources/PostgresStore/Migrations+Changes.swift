import Domain
import SQLStorage

extension Migrations {
    /// The channel every committed change of a rushday schema is told on, "SCHEMA TABLE" as the
    /// payload: one channel name whatever the schema (a LISTEN name is limited to 63 bytes, a
    /// schema's name may take them all), and the server sends a transaction's notices with
    /// equal payloads once, at COMMIT, and none for a rollback.
    static let changesChannel = "rushday_changes"

    /// The trigger function the tables' statement-level triggers run. A trigger rather than a
    /// NOTIFY sent by `write`: it costs no round trip, and it also tells of changes made by
    /// another program (a `db copy`, psql). Made with the first migration, and made again by
    /// `namedTables`, before which its notices named the schema alone.
    static let changeNotices = """
        CREATE OR REPLACE FUNCTION rushday_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('\(changesChannel)', TG_TABLE_SCHEMA || ' ' || TG_TABLE_NAME);
            RETURN NULL;
        END
        $$
        """

    /// The migration from which notices name their table.
    static let namedTables = "changes-1"

    /// The change a notice tells of in `schema`: its table; any table for a notice of a server
    /// not yet upgraded (the schema alone); nil for another schema's (tables never hold a space).
    static func change(told payload: String, in schema: String) -> StoreChange? {
        if payload == schema { return .anything }
        guard let space = payload.lastIndex(of: " "), payload[..<space] == schema else { return nil }
        return StoreChange(tables: [String(payload[payload.index(after: space)...])])
    }

    /// One statement-level trigger per table of `piece`: once per statement, not per row, so a
    /// batch of a thousand guests costs what one does.
    static func noticeTriggers(for piece: SchemaPiece) -> [String] {
        piece.created.map { table in
            """
            CREATE TRIGGER \(table)_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON \(table)
            FOR EACH STATEMENT EXECUTE FUNCTION rushday_changed()
            """
        }
    }
}
