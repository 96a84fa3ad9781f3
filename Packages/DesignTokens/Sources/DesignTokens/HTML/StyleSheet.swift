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
            + readableTones(scheme)
    }

    /// Text needs a 4.5:1 contrast with its ground (WCAG AA); the palette's tones are made to
    /// show on any terminal and on a light page most fall short. `--color-<tone>-text` is the
    /// tone mixed with the scheme's text colour just enough to reach it, computed here from the
    /// tokens; the tone itself stays for badges' borders, bars and swatches.
    private static func readableTones(_ scheme: ColorScheme) -> [String] {
        let grounds = [Neutral.background.color(in: scheme), Neutral.surface.color(in: scheme)]
        return Tone.allCases.compactMap { tone in
            guard let color = tone.color else { return nil }
            let share = color.readableShare(mixedWith: Neutral.text.color(in: scheme), against: grounds, ratio: 4.5)
            let value = share == 100 ? "var(--color-\(tone.rawValue))"
                : "color-mix(in srgb, var(--color-\(tone.rawValue)) \(share)%, var(--color-text))"
            return "  --color-\(tone.rawValue)-text: \(value);"
        }
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
                declarations.append("color: var(--color-\(role.style.tone.rawValue)-text)")
            }
            lines.append(".\(CSSName.role(role)) { " + declarations.joined(separator: "; ") + "; }")
        }
        for tone in Tone.allCases {
            if let name = CSSName.tone(tone) {
                lines.append(".\(name) { color: var(--color-\(tone.rawValue)-text); }")
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
