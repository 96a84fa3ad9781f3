import Domain

/// The one row of `mail_settings` (id 1), in the order `read` takes its columns.
enum MailSettingsRow {
    static let table = "mail_settings"
    static let columns = """
        host, port, smtp_user, security, sender_name, sender_address, per_minute, public_url, updated_by, updated_at
        """

    static func read(_ row: any SQLRow) throws -> MailSettings {
        MailSettings(server: MailServer(host: try row.text(0), port: Int(try row.integer(1)), user: try row.optionalText(2),
                                        security: try StoredValue.raw(try row.text(3), table: table)),
                     sender: MailAddress(name: try row.optionalText(4), address: try StoredValue.email(try row.text(5), table: table)),
                     perMinute: try row.optionalInteger(6).map { Int($0) }, publicURL: try row.text(7),
                     updatedBy: try StoredValue.identifier(try row.text(8), table: table),
                     updatedAt: Instant.date(try row.integer(9)))
    }

    /// Stores the set-up as the one row, replacing every column of the one there.
    static func upsert(_ settings: MailSettings) -> SQL {
        """
        INSERT INTO mail_settings (id, \(raw: columns))
        VALUES (1, \(settings.server.host), \(settings.server.port), \(settings.server.user), \(settings.server.security.rawValue),
                \(settings.sender.name), \(settings.sender.address.value), \(settings.perMinute), \(settings.publicURL),
                \(settings.updatedBy), \(Instant.milliseconds(settings.updatedAt)))
        ON CONFLICT (id) DO UPDATE SET host = excluded.host, port = excluded.port, smtp_user = excluded.smtp_user,
            security = excluded.security, sender_name = excluded.sender_name, sender_address = excluded.sender_address,
            per_minute = excluded.per_minute, public_url = excluded.public_url, updated_by = excluded.updated_by,
            updated_at = excluded.updated_at
        """
    }
}
