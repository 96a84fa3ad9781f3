/// The standard's four penalty rules (ISO/IEC 18004 section 7.8.3): the mask whose symbol
/// scores lowest is the one a reader will find easiest.
enum Penalty {
    static func score(_ matrix: ModuleMatrix) -> Int {
        runs(matrix) + blocks(matrix) + finderLikePatterns(matrix) + balance(matrix)
    }

    /// Rule 1: each run of five or more same-coloured modules in a row or column scores 3,
    /// plus 1 for every module beyond the fifth.
    static func runs(_ matrix: ModuleMatrix) -> Int {
        var total = 0
        for line in lines(of: matrix) {
            var runLength = 0
            var previous: Bool?
            for position in 0..<matrix.size {
                let dark = line(position)
                runLength = dark == previous ? runLength + 1 : 1
                previous = dark
                if runLength == 5 { total += 3 } else if runLength > 5 { total += 1 }
            }
        }
        return total
    }

    /// Rule 2: each 2x2 block of one colour scores 3 (overlapping blocks all count).
    static func blocks(_ matrix: ModuleMatrix) -> Int {
        var total = 0
        for y in 0..<matrix.size - 1 {
            for x in 0..<matrix.size - 1 {
                let colour = matrix[x, y]
                if matrix[x + 1, y] == colour, matrix[x, y + 1] == colour, matrix[x + 1, y + 1] == colour {
                    total += 3
                }
            }
        }
        return total
    }

    /// Rule 3: each dark-light-dark-dark-dark-light-dark run (a finder's 1:1:3:1:1 profile) with
    /// four light modules on one side, in a row or column, scores 40. Only modules inside the
    /// symbol count: the quiet zone is not taken as light.
    static func finderLikePatterns(_ matrix: ModuleMatrix) -> Int {
        let lightThenFinder = 0b0000_1011101, finderThenLight = 0b1011101_0000
        var total = 0
        for line in lines(of: matrix) {
            var window = 0
            for position in 0..<matrix.size {
                window = (window << 1 | (line(position) ? 1 : 0)) & 0x7FF
                if position >= 10, window == lightThenFinder || window == finderThenLight { total += 40 }
            }
        }
        return total
    }

    /// Rule 4: 10 for each 5% step, or part of one, by which the share of dark modules strays
    /// outside 45%-55%.
    static func balance(_ matrix: ModuleMatrix) -> Int {
        let total = matrix.size * matrix.size
        let dark = matrix.modules.count { $0 }
        let deviation = abs(dark * 20 - total * 10) // in units of 1/total of a 5% step
        return max(0, (deviation + total - 1) / total - 1) * 10
    }

    /// Every row, then every column, as a function from position to colour.
    private static func lines(of matrix: ModuleMatrix) -> [(Int) -> Bool] {
        (0..<matrix.size).map { y in { x in matrix[x, y] } }
            + (0..<matrix.size).map { x in { y in matrix[x, y] } }
    }
}
