/// What both stores say about a schema older than this build's: a store that can be written
/// upgrades it when it opens, reader or writer, and tells its caller once (`Upgraded`); one
/// that cannot be written (a read-only file, a role without the rights) says why and how.
public enum SchemaVersions {
    /// Told once when a store has upgraded an existing database: where, from which version, to
    /// which.
    public typealias Upgraded = @Sendable (_ location: String, _ from: String, _ to: String) -> Void

    /// The newest version this build knows.
    public static var current: String { Schema.all.last?.identifier ?? "" }

    public static func cannotUpgrade(_ place: String, applied: [String], reason: String) -> String {
        "the database at \(place) has an older schema (\(applied.last ?? "none")) than this rushday (\(current)), and it cannot be "
            + "upgraded here: \(reason); run 'rushday db upgrade' where it can be written, or use the rushday that made it"
    }
}
