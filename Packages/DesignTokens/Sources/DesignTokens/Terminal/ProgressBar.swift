import Synchronization

/// `Importing [#########-----------]  45%  450/1000`, redrawn in place on a terminal (meant for
/// stderr). Silent when the stream is not a terminal, so logs and pipes get no carriage
/// returns. Safe to advance from several tasks at once.
public final class ProgressBar: Sendable {
    private struct State {
        var completed = 0
        var drawnPercent: Int?
        var isFinished = false
    }

    private let total: Int
    private let label: String
    private let capabilities: TerminalCapabilities
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    private static let barWidth = 20
    private static let narrowestBar = 10

    public init(
        total: Int,
        label: String,
        capabilities: TerminalCapabilities,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.total = max(0, total)
        self.label = TerminalText.sanitized(label)
        self.capabilities = capabilities
        self.write = write
    }

    /// Redraws only when the whole percentage changes: at most about a hundred writes however
    /// many items there are, so drawing never costs more than the work it reports.
    public func advance(by count: Int = 1) {
        guard capabilities.isTerminal else {
            return
        }
        // Writing under the lock keeps frames in order when tasks race.
        state.withLock { state in
            guard !state.isFinished else {
                return
            }
            state.completed = min(total, max(0, state.completed + count))
            let percent = percent(of: state.completed)
            if percent != state.drawnPercent {
                state.drawnPercent = percent
                write("\r" + frame(completed: state.completed, percent: percent))
            }
        }
    }

    /// Draws the last frame if it is not on screen yet and ends the line. Later calls do nothing.
    public func finish() {
        guard capabilities.isTerminal else {
            return
        }
        state.withLock { state in
            guard !state.isFinished else {
                return
            }
            state.isFinished = true
            let percent = percent(of: state.completed)
            if percent != state.drawnPercent {
                write("\r" + frame(completed: state.completed, percent: percent) + "\n")
            } else {
                write("\n")
            }
        }
    }

    private func percent(of completed: Int) -> Int {
        total == 0 ? 100 : completed * 100 / total
    }

    /// Every frame has the same width (padded percent and count), so a carriage return is
    /// enough to overwrite the previous one without an erase sequence.
    private func frame(completed: Int, percent: Int) -> String {
        let totalText = String(total)
        let count = String(repeating: " ", count: totalText.count - String(completed).count)
            + "\(completed)/\(totalText)"
        let percentText = String(repeating: " ", count: 3 - String(percent).count) + "\(percent)%"
        let suffix = " \(percentText) \(count)"
        // One column is kept free: writing the last column makes some terminals wrap, and then
        // the carriage return no longer reaches the start of the bar.
        let room = capabilities.width - 1 - TerminalText.displayWidth(of: suffix) - 3
        let barWidth = max(Self.narrowestBar, min(Self.barWidth, room - TerminalText.displayWidth(of: label)))
        let labelText = TerminalText.truncated(label, toWidth: max(0, room - barWidth), unicode: capabilities.unicode)
        let filled = barWidth * percent / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        let styler = TerminalStyler(colorLevel: capabilities.colorLevel)
        return (labelText.isEmpty ? "" : labelText + " ") + "[" + styler.paint(bar, TextStyle(tone: .primary)) + "]" + suffix
    }
}
