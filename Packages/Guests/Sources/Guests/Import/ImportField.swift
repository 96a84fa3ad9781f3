import Domain
import Foundation

/// A guest field an import column can fill, found by its header: compared without case,
/// accents, spaces or punctuation, with the synonyms spreadsheets use. Export heads its columns
/// with the raw values, so an exported file imports as it is.
enum ImportField: String, CaseIterable {
    case name, email, phone, party, plusOnes, status, tags, dietary, note

    private static let synonyms: [String: ImportField] = [
        "name": .name, "fullname": .name, "guest": .name, "guestname": .name,
        "email": .email, "emailaddress": .email, "mail": .email,
        "phone": .phone, "mobile": .phone, "phonenumber": .phone, "telephone": .phone, "tel": .phone,
        "party": .party, "partysize": .party, "guests": .party,
        "plusones": .plusOnes, "plusone": .plusOnes,
        "status": .status, "rsvp": .status,
        "tags": .tags, "tag": .tags,
        "dietary": .dietary, "diet": .dietary,
        "note": .note, "notes": .note,
    ]

    static func matching(_ header: String) -> ImportField? {
        synonyms[folded(header)]
    }

    /// "E-mail " -> "email", "Téléphone" -> "telephone".
    static func folded(_ text: String) -> String {
        // Lower-case ASCII letters fold to themselves ("yes" in every row of a file): no Foundation.
        if text.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return text }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased().filter { $0.isLetter || $0.isNumber }
    }
}
