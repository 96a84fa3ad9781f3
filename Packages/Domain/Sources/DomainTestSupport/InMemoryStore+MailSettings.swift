public import Domain

/// The store's one mail set-up.
struct MailSettingsTable: InMemoryTable {
    var settings: MailSettings?
}

extension InMemoryStore: MailSettingsRepository {
    public func mailSettings() -> MailSettings? {
        tables[MailSettingsTable.self].settings
    }

    public func save(_ settings: MailSettings) throws(DomainError) {
        var stored = settings
        stored.updatedAt = settings.updatedAt.stored
        try write { tables in tables[MailSettingsTable.self].settings = stored }
    }
}
