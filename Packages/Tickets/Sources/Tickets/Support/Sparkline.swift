/// Counts as one line of eighth-blocks, scaled to the largest ("▁▃█▅"); a zero is the lowest block
/// too, so every bucket keeps its place in the line.
enum Sparkline {
    static let blocks = Array("▁▂▃▄▅▆▇█")

    static func text(_ counts: [Int]) -> String {
        let peak = counts.max() ?? 0
        guard peak > 0 else { return String(repeating: blocks[0], count: counts.count) }
        return String(counts.map { blocks[($0 * (blocks.count - 1) + peak - 1) / peak] })
    }
}
