public import Domain

extension SQLStore {
    public func mailSettings() async throws(DomainError) -> MailSettings? {
        try await readingFirst("SELECT \(raw: MailSettingsRow.columns) FROM mail_settings WHERE id = 1", MailSettingsRow.read)
    }

    public func save(_ settings: MailSettings) async throws(DomainError) {
        try await writing { db in try db.execute(MailSettingsRow.upsert(settings)) }
    }
}
