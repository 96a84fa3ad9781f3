import DesignTokens
import Domain
import Events
import Foundation

/// `events show --watch` on the screen: each new dashboard replaces the last one (cleared from
/// the top on a terminal; one after another, a blank line between, in a pipe), with the time it
/// was drawn. Ctrl-C ends the watch cleanly, exit 0: the dashboard on screen stays as it was.
struct LiveDashboard {
    let console: Console

    func run(_ updates: AsyncThrowingStream<EventResponse, any Error>) async throws {
        let screen = console.stream(as: .table)
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let watching = Task {
            var first = true
            for try await response in updates {
                let clear = isTerminal ? "\u{1B}[H\u{1B}[2J" : (first ? "" : "\n")
                FileHandle.standardOutput.write(Data(clear.utf8))
                try screen.show(EventPresenter.dashboard(response))
                let stamp = ZonedTime.display(Date(), in: response.event.timeZone)
                FileHandle.standardOutput.write(Data("Updated \(stamp); watching for changes (Ctrl-C to stop)\n".utf8))
                first = false
            }
        }
        // Ctrl-C stops the watch instead of killing the process mid-line.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { watching.cancel() }
        interrupt.resume()
        defer { interrupt.cancel() }
        try await watching.value
    }
}
