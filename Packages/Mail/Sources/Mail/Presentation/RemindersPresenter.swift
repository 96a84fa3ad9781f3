public import DesignTokens
public import Domain

/// `mail remind` and `mail reminders`. JSON: [{"id": "UUID", "due": "ISO 8601", "at": "..." | null,
/// "before": "24h" | null, "queuedAt": "..." | null}].
public enum RemindersPresenter {
    public static func reminders(_ response: RemindersResponse, words: FaceWords) -> Presentation {
        let zone = response.event.timeZone
        let table = Table(columns: [Table.Column("Reminder", truncates: false), Table.Column("Due", truncates: false), Table.Column("Set as"),
                                    Table.Column("State")],
                          rows: response.reminders.map { entry in
                              [Cell(ShortID.of(entry.reminder.id.rawValue)), .time(ZonedTime.said(entry.due, in: zone)),
                               Cell(entry.reminder.before.map { "\(span($0)) before" } ?? "a time"),
                               entry.reminder.queuedAt.map { Cell.time(ZonedTime.said($0, in: zone), before: "queued ") } ?? Cell("waiting")]
                          },
                          emptyMessage: "No reminders for \(response.event.title). \(words.step(.scheduleReminder(event: response.event.handle)))")
        let json = response.reminders.map { entry -> [String: String?] in
            ["id": entry.reminder.id.rawValue.uuidString.lowercased(), "due": ZonedTime.iso8601(entry.due, in: zone),
             "at": entry.reminder.at.map { ZonedTime.iso8601($0, in: zone) }, "before": entry.reminder.before.map(span),
             "queuedAt": entry.reminder.queuedAt.map { ZonedTime.iso8601($0, in: zone) }]
        }
        return Presentation(document: Document([.table(table)]), csv: table, json: json)
    }

    /// 90000 s reads "1d1h".
    static func span(_ seconds: Double) -> String {
        let total = Int(seconds) / 60
        let parts = [(total / 1440, "d"), (total % 1440 / 60, "h"), (total % 60, "m")].filter { $0.0 > 0 }
        return parts.map { "\($0.0)\($0.1)" }.joined()
    }
}
