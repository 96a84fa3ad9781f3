/// The names tokens take in CSS, shared by the stylesheet and the markup so a class the renderer
/// writes always has its rule: kebab-case (`cardTitle` is `card-title`).
enum CSSName {
    static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func role(_ role: TypographyRole) -> String { "role-" + kebab(role.rawValue) }

    /// No class for `plain`: plain text keeps the colour of its role or container.
    static func tone(_ tone: Tone) -> String? { tone == .plain ? nil : "tone-" + tone.rawValue }

    static func space(_ spacing: Spacing) -> String { "space-" + kebab(String(describing: spacing)) }

    /// `nil`, a span of no series, is drawn muted.
    static func series(_ index: Int?) -> String {
        guard let index else { return "series-none" }
        let count = ColorToken.series.count
        return "series-\(((index % count) + count) % count)"
    }

    static func classes(_ names: String?...) -> String {
        names.compactMap { $0 }.joined(separator: " ")
    }
}
