import Foundation
import Guests
import Synchronization

/// The imports this server is running, by upload: how far each has come, for the upload's page
/// to show live while its Import form is on its way (`…/import/ID/progress`, drawn by
/// `live.js`). Per process: an import another server runs is seen when its page is opened again.
final class ImportRuns: Sendable {
    enum State: Equatable, Sendable {
        case waiting
        case running(ImportGuestsProgress)
        case ended
    }

    private struct Run {
        var state: State = .waiting
        var watchers: [UUID: AsyncThrowingStream<State, any Error>.Continuation] = [:]
    }

    private let runs = Mutex<[String: Run]>([:])

    /// Tells the upload's watchers; once it has ended, their streams end and it is forgotten.
    func report(_ upload: String, _ state: State) {
        let watchers = runs.withLock { runs in
            var run = runs[upload] ?? Run()
            run.state = state
            runs[upload] = state == .ended ? nil : run
            return Array(run.watchers.values)
        }
        for watcher in watchers {
            watcher.yield(state)
            if state == .ended { watcher.finish() }
        }
    }

    /// The upload's state now, then each change.
    func updates(_ upload: String) -> AsyncThrowingStream<State, any Error> {
        let (stream, continuation) = AsyncThrowingStream<State, any Error>.makeStream()
        let id = UUID()
        let now = runs.withLock { runs in
            var run = runs[upload] ?? Run()
            run.watchers[id] = continuation
            runs[upload] = run
            return run.state
        }
        continuation.onTermination = { [weak self] _ in
            self?.runs.withLock { runs in
                runs[upload]?.watchers[id] = nil
                if runs[upload].map({ $0.watchers.isEmpty && $0.state == .waiting }) == true { runs[upload] = nil }
            }
        }
        continuation.yield(now)
        return stream
    }

    /// What the upload's page says of it: nothing until an import starts.
    static func said(_ state: State) -> String {
        switch state {
        case .waiting: ""
        case let .running(progress):
            "Importing: \(progress.rows) rows read; so far \(progress.added) added, \(progress.updated) updated, \(progress.skipped) skipped, \(progress.bad) bad."
        case .ended: "The import has ended; what it did follows."
        }
    }
}
