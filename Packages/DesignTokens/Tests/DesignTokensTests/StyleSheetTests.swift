import DesignTokens
import Foundation
import Testing

struct StyleSheetTests {
    let css = StyleSheet.css

    @Test func everyToneIsAColourPropertyWithItsTokensValue() {
        for tone in Tone.allCases {
            let value = tone.color?.hex ?? "var(--color-text)"
            #expect(css.contains("--color-\(tone.rawValue): \(value);"), "\(tone)")
        }
        for (index, color) in ColorToken.series.enumerated() {
            #expect(css.contains("--color-series-\(index): \(color.hex);"))
        }
    }

    @Test func everySpacingIsASpaceProperty() {
        for spacing in Spacing.allCases {
            #expect(css.contains("--space-\(spacing): \(spacing.rawValue)px;"), "\(spacing)")
        }
    }

    @Test func everyRoleHasASizeAndWeight() {
        for role in TypographyRole.allCases {
            let name = Self.kebab(role.rawValue)
            #expect(css.contains("--type-\(name)-size: \(role.pointSize)px;"), "\(role)")
            #expect(css.contains("--type-\(name)-weight: \(role.style.bold ? 700 : 400);"), "\(role)")
        }
        let sizes = TypographyRole.allCases.filter { $0 != .code }.map(\.pointSize)
        #expect(sizes == sizes.sorted(by: >), "largest to smallest, as the roles are listed")
    }

    /// Light in the first `:root`, dark in the one under `prefers-color-scheme: dark`.
    @Test func everyNeutralInBothSchemes() throws {
        let blocks = Self.rootBlocks(of: css)
        #expect(blocks.count == 2)
        let darkStart = try #require(css.range(of: "@media (prefers-color-scheme: dark)"))
        #expect(css[darkStart.upperBound...].hasPrefix(" {\n  :root {"))
        for neutral in Neutral.allCases {
            let name = Self.kebab(neutral.rawValue)
            #expect(blocks[0].contains("--color-\(name): \(neutral.color(in: .light).hex);"), "\(neutral)")
            #expect(blocks[1].contains("--color-\(name): \(neutral.color(in: .dark).hex);"), "\(neutral)")
        }
    }

    /// WCAG AA for text: each tone's text colour, as the browser mixes it, against both grounds.
    @Test func toneTextIsReadableInBothSchemes() throws {
        let blocks = Self.rootBlocks(of: css)
        for (scheme, block) in zip([ColorScheme.light, .dark], blocks) {
            for tone in Tone.allCases {
                guard let color = tone.color else { continue }
                let line = try #require(block.split(separator: "\n").first { $0.contains("--color-\(tone.rawValue)-text:") },
                                        "\(tone) \(scheme)")
                let share = line.contains("color-mix")
                    ? try #require(line.firstMatch(of: /\) (\d+)%, var\(--color-text\)\)/).flatMap { Double($0.output.1) }) / 100
                    : 1
                #expect(line.contains("var(--color-\(tone.rawValue))"))
                let text = Neutral.text.color(in: scheme)
                let mix = [(color.red, text.red), (color.green, text.green), (color.blue, text.blue)].map { pair in
                    (Double(pair.0) * share + Double(pair.1) * (1 - share)).rounded() / 255
                }
                for ground in [Neutral.background, .surface] {
                    let contrast = Self.contrast(mix, Self.channels(ground.color(in: scheme)))
                    #expect(contrast >= 4.5, "\(tone) on \(ground) in \(scheme): \(contrast)")
                }
            }
        }
        // The light page is where the palette falls short: at least one tone had to be mixed.
        #expect(blocks[0].contains("color-mix("))
    }

    @Test func noColourLiteralOutsideTheRootBlocks() {
        var rules = css
        for block in Self.rootBlocks(of: css) {
            rules = rules.replacingOccurrences(of: block, with: "")
        }
        #expect(!rules.contains(":root"))
        #expect(rules.firstMatch(of: /#[0-9A-Fa-f]{3,8}\b/) == nil)
        #expect(rules.firstMatch(of: /(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\(/) == nil)
        #expect(rules.firstMatch(of: /:\s*(white|black|red|green|blue|gr[ae]y|orange|yellow)\b/) == nil)
    }

    /// A typo in a `var(--…)` silently drops the declaration in a browser.
    @Test func everyPropertyUsedIsDefined() {
        let defined = Set(css.matches(of: /(--[a-z0-9-]+):/).map { String($0.output.1) })
        let used = Set(css.matches(of: /var\((--[a-z0-9-]+)\)/).map { String($0.output.1) })
        #expect(!used.isEmpty)
        #expect(used.subtracting(defined).isEmpty, "\(used.subtracting(defined).sorted())")
    }

    /// The markup takes its whole look from classes: each one the renderer writes has a rule.
    @Test func everyClassTheRendererWritesHasARule() throws {
        let markup = try #require(ParsedMarkup.parse(html(sampleDashboard)).markup)
        let classes = Set(markup.elements.flatMap { ($0.attributes["class"] ?? "").split(separator: " ").map(String.init) })
        #expect(classes.contains("tone-success") && classes.contains("role-hero") && classes.contains("series-0"))
        let selectors = Set(css.matches(of: /\.([a-z][a-z0-9-]*)/).map { String($0.output.1) })
        #expect(classes.subtracting(selectors).isEmpty, "\(classes.subtracting(selectors).sorted())")
    }

    @Test func sameBytesEveryTime() {
        #expect(StyleSheet.css == css)
        #expect(css.hasPrefix(":root {\n"))
    }

    /// Each `:root { … }` with its braces, nested ones matched.
    private static func rootBlocks(of css: String) -> [String] {
        var blocks: [String] = []
        var searchStart = css.startIndex
        while let start = css.range(of: ":root {", range: searchStart..<css.endIndex) {
            var depth = 0
            var index = start.lowerBound
            while index < css.endIndex {
                if css[index] == "{" { depth += 1 }
                if css[index] == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                index = css.index(after: index)
            }
            let end = css.index(after: index)
            blocks.append(String(css[start.lowerBound..<end]))
            searchStart = end
        }
        return blocks
    }

    private static func channels(_ color: ColorToken) -> [Double] {
        [color.red, color.green, color.blue].map { Double($0) / 255 }
    }

    private static func contrast(_ a: [Double], _ b: [Double]) -> Double {
        func luminance(_ rgb: [Double]) -> Double {
            let linear = rgb.map { $0 <= 0.04045 ? $0 / 12.92 : Foundation.pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    private static func kebab(_ name: String) -> String {
        name.replacing(/[A-Z]/) { "-" + $0.output.lowercased() }
    }
}
