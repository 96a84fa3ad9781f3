/// The seeds' spacing scale in points (xs 4 ... xl 32), drawn in terminal columns at four
/// points a column.
public enum Spacing: Int, CaseIterable, Hashable, Sendable {
    case xs = 4, sm = 8, md = 16, lg = 24, xl = 32

    public var columns: Int { rawValue / 4 }

    /// Blank lines for vertical space: a terminal cell is about twice as tall as it is wide, so
    /// half the columns, and never less than one line.
    public var lines: Int { max(1, columns / 2) }
}
