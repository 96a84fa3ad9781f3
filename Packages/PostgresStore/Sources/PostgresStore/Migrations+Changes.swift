import Domain
import SQLStorage

extension Migrations {
    /// The channel every committed change of a rushday schema is told on, the schema's name as
    /// the payload: one channel name whatever the schema (a LISTEN name is limited to 63
    /// bytes, a schema's name may take them all), and the server sends a transaction's
    /// notices with equal payloads once, at COMMIT, and none for a rollback.
    static let changesChannel = "rushday_changes"

    /// The trigger function the tables' statement-level triggers run. A trigger rather than a
    /// NOTIFY sent by `write`: it costs no round trip, and it also tells of changes made by
    /// another program (a `db copy`, psql).
    static let changeNotices = """
        CREATE FUNCTION rushday_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('\(changesChannel)', TG_TABLE_SCHEMA);
            RETURN NULL;
        END
        $$
        """

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
