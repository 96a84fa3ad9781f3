/// The web pages' CSS, made from the tokens: every colour, space and type size is a custom
/// property written here by iterating the tokens, light and dark, and every other rule refers
/// to them by `var(--…)`. A colour changes in one place, `Tokens/`, for both faces.
public enum StyleSheet {
    public static let css: String = customProperties + tokenRules + structuralRules

    /// `:root` for the light scheme, then the dark neutrals under `prefers-color-scheme`; tones,
    /// series and pictures are the same in both.
    static var customProperties: String {
        var lines = [":root {", "  color-scheme: light dark;"]
        lines += neutrals(.light)
        for tone in Tone.allCases {
            lines.append("  --color-\(tone.rawValue): " + (tone.color?.hex ?? "var(--color-text)") + ";")
        }
        for (index, color) in ColorToken.series.enumerated() {
            lines.append("  --color-series-\(index): \(color.hex);")
        }
        lines.append("  --color-picture-dark: \(ColorToken.pictureDark.hex);")
        lines.append("  --color-picture-light: \(ColorToken.pictureLight.hex);")
        for spacing in Spacing.allCases {
            lines.append("  --\(CSSName.space(spacing)): \(spacing.rawValue)px;")
        }
        for role in TypographyRole.allCases {
            let name = CSSName.kebab(role.rawValue)
            lines.append("  --type-\(name)-size: \(role.pointSize)px;")
            lines.append("  --type-\(name)-weight: \(role.weight);")
        }
        lines += ["}", "@media (prefers-color-scheme: dark) {", "  :root {"]
        lines += neutrals(.dark).map { "  " + $0 }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func neutrals(_ scheme: ColorScheme) -> [String] {
        Neutral.allCases.map { "  --color-\(CSSName.kebab($0.rawValue)): \($0.color(in: scheme).hex);" }
    }

    /// One class per token value the renderer writes: roles (size, weight, their tone), then
    /// tones, so a tone given to a text overrides its role's colour as on the terminal; series
    /// set `--series` for the timeline's bars and legend; spacers take their height.
    static var tokenRules: String {
        var lines: [String] = []
        for role in TypographyRole.allCases {
            let name = CSSName.kebab(role.rawValue)
            var declarations = ["font-size: var(--type-\(name)-size)", "font-weight: var(--type-\(name)-weight)"]
            if role.style.tone != .plain {
                declarations.append("color: var(--color-\(role.style.tone.rawValue))")
            }
            lines.append(".\(CSSName.role(role)) { " + declarations.joined(separator: "; ") + "; }")
        }
        for tone in Tone.allCases {
            if let name = CSSName.tone(tone) {
                lines.append(".\(name) { color: var(--color-\(tone.rawValue)); }")
            }
        }
        for index in ColorToken.series.indices {
            lines.append(".\(CSSName.series(index)) { --series: var(--color-series-\(index)); }")
        }
        lines.append(".\(CSSName.series(nil)) { --series: var(--color-muted); }")
        for spacing in Spacing.allCases {
            lines.append(".\(CSSName.space(spacing)) { height: var(--\(CSSName.space(spacing))); }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
