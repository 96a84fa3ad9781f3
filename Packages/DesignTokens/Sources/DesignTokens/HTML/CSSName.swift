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

    // Made once: a page writes these for every cell and span, and a page is made per request.
    private static let roles = Dictionary(uniqueKeysWithValues: TypographyRole.allCases.map { ($0, "role-" + kebab($0.rawValue)) })
    private static let tones = Dictionary(uniqueKeysWithValues: Tone.allCases.map { ($0, "tone-" + $0.rawValue) })
    private static let spaces = Dictionary(uniqueKeysWithValues: Spacing.allCases.map { ($0, "space-" + kebab(String(describing: $0))) })
    private static let seriesNames = ColorToken.series.indices.map { "series-\($0)" }

    static func role(_ role: TypographyRole) -> String { roles[role]! }

    /// No class for `plain`: plain text keeps the colour of its role or container.
    static func tone(_ tone: Tone) -> String? { tone == .plain ? nil : tones[tone] }

    static func space(_ spacing: Spacing) -> String { spaces[spacing]! }

    /// `nil`, a span of no series, is drawn muted.
    static func series(_ index: Int?) -> String {
        guard let index else { return "series-none" }
        let count = seriesNames.count
        return seriesNames[((index % count) + count) % count]
    }

    static func classes(_ first: String?, _ second: String?, _ third: String? = nil) -> String {
        var result = first ?? ""
        for name in [second, third] {
            guard let name else { continue }
            result += result.isEmpty ? name : " " + name
        }
        return result
    }
}
