import Testing
@testable import QRCode

@Suite struct MaskPenaltyTests {
    /// A matrix from rows of "#" (dark) and "." (light).
    static func matrix(_ rows: [String]) -> ModuleMatrix {
        var matrix = ModuleMatrix(size: rows.count)
        for (y, row) in rows.enumerated() {
            precondition(row.count == rows.count, "rows must make a square")
            for (x, character) in row.enumerated() { matrix[x, y] = character == "#" }
        }
        return matrix
    }

    /// A checkerboard has no run longer than one and no 2x2 block: a neutral background.
    static func checkerboard(_ size: Int) -> [String] {
        (0..<size).map { y in String((0..<size).map { x in (x + y) % 2 == 0 ? "#" : "." }) }
    }

    @Test func ruleOneScoresRunsOfFiveOrMore() {
        #expect(Penalty.runs(Self.matrix(Self.checkerboard(8))) == 0)
        // Six rows and six columns, each one run of 6: (3 + 1) each.
        #expect(Penalty.runs(Self.matrix(Array(repeating: "......", count: 6))) == 48)
        // Row 0 of a checkerboard made into a run of 7 dark: 3 + 2; the columns stay alternating
        // except where row 0 now repeats row 1's colour, runs of 2 at most.
        var rows = Self.checkerboard(8)
        rows[0] = "#######."
        #expect(Penalty.runs(Self.matrix(rows)) == 5)
    }

    @Test func ruleTwoScoresEachTwoByTwoBlock() {
        #expect(Penalty.blocks(Self.matrix(Self.checkerboard(6))) == 0)
        #expect(Penalty.blocks(Self.matrix(["###", "###", "###"])) == 4 * 3)
        #expect(Penalty.blocks(Self.matrix(["##.", "##.", "..#"])) == 3)
        #expect(Penalty.blocks(Self.matrix(Array(repeating: "......", count: 6))) == 25 * 3)
    }

    @Test func ruleThreeScoresFinderLikePatternsWithFourLightModules() {
        // Row 0 carries the pattern once (light after it); the checkerboard below has no run of
        // three, so no column can.
        var rows = Self.checkerboard(11)
        rows[0] = "#.###.#...."
        #expect(Penalty.finderLikePatterns(Self.matrix(rows)) == 40)
        rows[0] = "....#.###.#"
        #expect(Penalty.finderLikePatterns(Self.matrix(rows)) == 40)
        // Light on both sides: both windows match.
        var wide = Self.checkerboard(15)
        wide[0] = "....#.###.#...."
        #expect(Penalty.finderLikePatterns(Self.matrix(wide)) == 80)
        // Only three light modules: no match; the edge of the symbol does not count as light.
        rows[0] = "#...#.###.#"
        #expect(Penalty.finderLikePatterns(Self.matrix(rows)) == 0)
        rows[0] = "#.###.#...#"
        #expect(Penalty.finderLikePatterns(Self.matrix(rows)) == 0)
        // The same pattern down a column.
        var transposed = Self.checkerboard(11)
        for (y, character) in "#.###.#....".enumerated() {
            var row = Array(transposed[y])
            row[0] = character
            transposed[y] = String(row)
        }
        #expect(Penalty.finderLikePatterns(Self.matrix(transposed)) == 40)
    }

    @Test func ruleFourScoresTheDarkShareOutside45To55Percent() {
        func tenByTen(dark: Int) -> ModuleMatrix {
            var matrix = ModuleMatrix(size: 10)
            for index in 0..<dark { matrix[index % 10, index / 10] = true }
            return matrix
        }
        #expect(Penalty.balance(tenByTen(dark: 50)) == 0)
        #expect(Penalty.balance(tenByTen(dark: 45)) == 0)
        #expect(Penalty.balance(tenByTen(dark: 55)) == 0)
        #expect(Penalty.balance(tenByTen(dark: 44)) == 10)
        #expect(Penalty.balance(tenByTen(dark: 40)) == 10)
        #expect(Penalty.balance(tenByTen(dark: 39)) == 20)
        #expect(Penalty.balance(tenByTen(dark: 61)) == 20)
        #expect(Penalty.balance(tenByTen(dark: 0)) == 90)
        #expect(Penalty.balance(tenByTen(dark: 100)) == 90)
    }

    @Test func scoreIsTheSumOfTheFourRules() {
        let matrix = Self.matrix(["#.###.#....", "#.###.#....", "..........."] + Self.checkerboard(11).suffix(8))
        let rules = Penalty.runs(matrix) + Penalty.blocks(matrix) + Penalty.finderLikePatterns(matrix) + Penalty.balance(matrix)
        #expect(Penalty.finderLikePatterns(matrix) == 80)
        #expect(Penalty.score(matrix) == rules)
    }

    /// The chosen mask is the first of the eight candidates with the lowest penalty, and the
    /// symbol is exactly that candidate.
    @Test func chosenMaskHasTheLowestPenalty() throws {
        var generator = SeededGenerator(seed: 18004)
        var chosen: Set<Int> = []
        for index in 0..<24 {
            let correction = QRErrorCorrection.allCases[index % 4]
            let mode = [EncodingMode.numeric, .alphanumeric, .byte][index % 3]
            let bytes = Payloads.random(mode, count: 5 + index * 9, using: &generator)
            let code = try QRCode(bytes: bytes, correction: correction)

            let unmasked = QRCode.unmaskedMatrix(for: Segment(bytes: bytes), version: code.version, correction: correction)
            let candidates = (0..<8).map { unmasked.masked($0, correction: correction) }
            let penalties = candidates.map(Penalty.score)
            #expect(code.mask == penalties.firstIndex(of: penalties.min()!), "penalties \(penalties)")
            let symbol = (0..<code.size).flatMap { y in (0..<code.size).map { x in code[x, y] } }
            #expect(symbol == candidates[code.mask].modules)
            chosen.insert(code.mask)
        }
        #expect(chosen.count >= 4, "payloads this varied should not all prefer the same few masks: \(chosen.sorted())")
    }

    /// Masks touch data modules only (here all light before masking), and each inverts exactly
    /// where its formula holds.
    @Test func masksInvertDataModulesOnly() {
        let unmasked = ModuleMatrix(functionPatternsOf: 7)
        for mask in 0..<8 {
            let masked = unmasked.masked(mask, correction: .medium)
            #expect(masked.isFunction == unmasked.isFunction)
            for y in 0..<unmasked.size {
                for x in 0..<unmasked.size where !unmasked.isFunction(x: x, y: y) {
                    #expect(masked[x, y] == Masking.inverts(mask: mask, x: x, y: y))
                }
            }
        }
    }
}
