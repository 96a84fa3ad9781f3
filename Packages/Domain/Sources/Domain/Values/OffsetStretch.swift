/// `[start, end)` with one offset; `start` is the earliest instant asked about, not necessarily
/// the transition before it.
struct OffsetStretch: Sendable {
    var start: Double
    let end: Double
    let offset: Int

    static func offset(at instant: Double, in stretches: [OffsetStretch]) -> Int? {
        let index = firstEnding(after: instant, in: stretches)
        guard index < stretches.count, stretches[index].start <= instant else { return nil }
        return stretches[index].offset
    }

    /// A stretch ending at the same transition as a known one widens it.
    static func learn(_ stretch: OffsetStretch, into stretches: inout [OffsetStretch]) {
        let index = firstEnding(after: stretch.start, in: stretches)
        if index < stretches.count, stretches[index].end == stretch.end {
            stretches[index].start = min(stretches[index].start, stretch.start)
        } else {
            stretches.insert(stretch, at: index)
        }
    }

    /// Binary search: the first stretch whose end is after `instant`.
    private static func firstEnding(after instant: Double, in stretches: [OffsetStretch]) -> Int {
        var (low, high) = (0, stretches.count)
        while low < high {
            let middle = (low + high) / 2
            if stretches[middle].end <= instant { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
