import Foundation
import Synchronization

/// Threads of the in-process site's own, on which its tasks run (`WebTestSite.onSiteThreads`).
///
/// The end-to-end tests around the site mostly block the process's two Swift concurrency
/// threads, each waiting for a `rushday` it started, the drills for a minute or more. A job of
/// the site queued behind them waited as long, and a PostgreSQL transaction it held open between
/// BEGIN and COMMIT stood idle past the server's 60 s limit: the server ended it, and the test
/// saw a 503 or "the server closed the connection" from a store that had done nothing wrong.
final class SiteThreads: TaskExecutor {
    static let shared = SiteThreads(count: 8)

    private let jobs = Mutex<[UnownedJob]>([])
    private let waiting = DispatchSemaphore(value: 0)

    /// `count`: more than the site's tests that may block one at once (in a `rushday` they run).
    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [self] in
                while true {
                    waiting.wait()
                    jobs.withLock { $0.removeFirst() }.runSynchronously(on: asUnownedTaskExecutor())
                }
            }
            thread.name = "site-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        waiting.signal()
    }
}
