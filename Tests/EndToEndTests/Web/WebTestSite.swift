import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import RushDayApp
import RushDayCommandLine
import RushDayWeb
import Synchronization
import WebServer

/// `rushday serve`'s routes in process, over a test's own store (the one `rushday` uses), driven
/// through HummingbirdTesting's router with no socket, and a cookie jar like a browser's.
struct WebTestSite {
    let rushday: RushDayProcess
    let log = AccessLines()

    /// The adapters `rushday serve` builds over the test's store.
    func container() throws -> AppContainer {
        let paths = StorePaths(databaseFlag: rushday.location, environment: rushday.environment)
        return try AppContainer(paths: paths, access: .readWrite, environment: rushday.environment)
    }

    /// Every route `rushday serve` serves over the test's store.
    func routes() async throws -> WebRoutes {
        try await Serving.routes(try container())
    }

    func application() async throws -> some ApplicationProtocol {
        let log = log
        return try WebServer(routes: try await routes(), configuration: WebServerConfiguration(
            host: "127.0.0.1", port: 0, headers: SecurityPolicy.headers(tls: false),
            log: ServerLog(format: .text, sink: { log.append($0) }), redact: WebSite.accessLog.redact)).application()
    }

    /// Runs `body` with a browser that has no cookies yet.
    func visit(_ body: @Sendable (WebBrowser) async throws -> Void) async throws {
        try await test { client in try await body(WebBrowser(client: client)) }
    }

    /// Runs `body` with HummingbirdTesting's client of the site, on the site's threads.
    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        // The form key is read from the store on the site's threads too, as every store call.
        try await Self.onSiteThreads { try await application().test(.router, body) }
    }

    /// Runs `body`, and every task it makes in structured concurrency, on `SiteThreads`: how
    /// in-process work waits for the store without queueing behind the tests that block.
    static func onSiteThreads<T>(_ body: () async throws -> T) async throws -> T {
        try await withTaskExecutorPreference(SiteThreads.shared) { try await body() }
    }
}

/// The access log's lines, as the server wrote them.
final class AccessLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
