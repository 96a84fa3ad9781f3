import Foundation

/// The folded forms a guest list is filtered and ordered by, derived from a guest's own fields
/// and stored beside them so a store can index and search them: ignoring case, accents and
/// widths ("Zoë" and "ZOE" are one), the same rule in Swift and in both stores.
public enum GuestKeys {
    /// Folded: ASCII has no accents nor widths, only case, so most text skips Foundation.
    public static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .precomposedStringWithCanonicalMapping
    }

    /// What the list is ordered by name by.
    public static func name(of guest: Guest) -> String { folded(guest.name) }

    /// The name, handle, email and phone, folded, each ended by a line break: no field holds
    /// one, so a search that holds none matches within one field only.
    public static func search(of guest: Guest) -> String {
        search(name: guest.name, handle: guest.handle.value, email: guest.email?.value, phone: guest.phone)
    }

    public static func search(name: String, handle: String, email: String?, phone: String?) -> String {
        [name, handle, email ?? "", phone ?? ""].map { folded($0) + "\n" }.joined()
    }

    /// Each tag, folded, between line breaks ("\nvip\nspeaker\n"): a tag matches when
    /// "\n" + tag + "\n" is found in it.
    public static func tags(of guest: Guest) -> String { tags(guest.tags) }

    public static func tags(_ tags: [String]) -> String { "\n" + tags.map { folded($0) + "\n" }.joined() }

    /// Whether `tags` (as `tags(of:)` makes it) holds `tag` (folded).
    public static func tagged(_ tags: String, _ tag: String) -> Bool { tags.contains("\n" + tag + "\n") }
}
