import Domain
public import Foundation

/// How the outbox and the reminders are named at a terminal: the first 8 hex digits of an id,
/// as `mail outbox` and `mail reminders` show them; typed back, any unique beginning of 4 or
/// more digits, or the whole id, names one.
public enum ShortID {
    public static func of(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(8))
    }

    /// The one of `items` whose id begins with `typed`; several are refused as `noun`s, none
    /// with `missing`.
    static func find<Item>(_ typed: String, in items: [Item], id: (Item) -> UUID, field: String, noun: String,
                           missing: (String) -> DomainError) throws(DomainError) -> Item {
        let prefix = typed.trimmingCharacters(in: .whitespaces).lowercased()
        let matches = prefix.count < 4 ? [] : items.filter { id($0).uuidString.lowercased().hasPrefix(prefix) }
        guard matches.count == 1, let item = matches.first else {
            if matches.count > 1 { throw .invalid(field: field, message: "\(UserText.quoted(typed)) begins \(matches.count) \(noun) ids; give more of it") }
            throw missing(UserText.quoted(typed))
        }
        return item
    }
}
