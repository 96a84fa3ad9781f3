import Foundation
import Glibc
import Testing

/// `rushday serve` as a user starts it: the built binary on a free loopback port, its address
/// read from the line it prints; and `curl` as the client, with a cookie jar of its own.
final class ServeProcess {
    let rushday: RushDayProcess
    let server: Shell.Running
    let address: String
    private let jar: URL
    /// Whether this one started the server (and stops it), or is another browser of it.
    private let ownsServer: Bool

    init(_ rushday: RushDayProcess, arguments: [String] = [], scheme: String = "http", listen: String = "127.0.0.1:0",
         environment extra: [String: String] = [:]) throws {
        self.rushday = rushday
        jar = rushday.root.appendingPathComponent("cookies-\(UUID().uuidString).txt")
        server = try Shell.start(RushDayProcess.binary.path, ["serve", "--listen", listen] + arguments,
                                 environment: rushday.environment.merging(extra) { $1 })
        let deadline = Date().addingTimeInterval(30)
        var line: Substring?
        while line == nil, server.isRunning, Date() < deadline {
            line = server.printed().split(separator: "\n").first { $0.hasPrefix("Serving on \(scheme)://") }
            if line == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        // The address ends at the ';', or at the space before "(guests' links begin …)".
        guard let line, let start = line.range(of: "://"), let end = line[start.upperBound...].firstIndex(where: { $0 == ";" || $0 == " " }) else {
            kill(server.pid, SIGKILL)
            throw ServeFailure(output: server.printed() + server.printed("stderr"))
        }
        address = scheme + "://" + line[start.upperBound..<end]
        ownsServer = true
    }

    /// Another browser of `other`'s server, with a cookie jar of its own; the server stays
    /// `other`'s to stop.
    init(beside other: ServeProcess) {
        rushday = other.rushday
        server = other.server
        address = other.address
        jar = rushday.root.appendingPathComponent("cookies-\(UUID().uuidString).txt")
        ownsServer = false
    }

    deinit {
        guard ownsServer else { return }
        if server.isRunning { kill(server.pid, SIGKILL) }
        _ = try? server.finish()
    }

    struct ServeFailure: Error, CustomStringConvertible {
        let output: String
        var description: String { "rushday serve did not start: \(output)" }
    }

    /// curl against the server with this client's cookie jar; `-k` trusts a test certificate.
    @discardableResult
    func curl(_ arguments: [String]) throws -> Shell.Outcome {
        try Shell.run("/usr/bin/curl", ["-sS", "-k", "-b", jar.path, "-c", jar.path] + arguments, environment: [:])
    }

    /// Signs in as a browser would: the form's token from its cookie, then the form posted.
    func signIn(_ email: String, password: String = "correct horse battery") throws {
        let token = try formToken("/signin")
        let posted = try curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "email=\(email)",
                               "--data-urlencode", "password=\(password)", "--data-urlencode", "csrf=\(token)", address + "/signin"])
        #expect(posted.stdout == "303", "\(posted.stderr)")
    }

    /// The CSRF field of the form on the page at `path`, fetched with this client's cookies.
    func formToken(_ path: String, _ extra: [String] = []) throws -> String {
        let page = try curl(extra + [address + path]).stdout
        return try #require(page.firstMatch(of: /name="csrf" value="([^"]*)"/).map { String($0.1) }, "no form on \(path)")
    }

    func cookie(_ name: String) -> String? {
        cookieFields(name)?[6]
    }

    /// The cookie's line in curl's jar: domain (prefixed #HttpOnly_ when it is), subdomains,
    /// path, secure, expiry, name, value.
    func cookieFields(_ name: String) -> [String]? {
        let lines = (try? String(contentsOf: jar, encoding: .utf8))?.split(separator: "\n") ?? []
        return lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            .last { $0.count == 7 && $0[5] == name }
    }

    /// A live stream left open: curl printing the events as they come (and first the answer's
    /// head, with `headers`).
    func stream(_ path: String, headers: Bool = false) throws -> Shell.Running {
        try Shell.start("/usr/bin/curl", [headers ? "-sSiN" : "-sSN", "-k", "-b", jar.path, address + path], environment: [:])
    }

    /// Waits until `running` has printed `count` occurrences of `text`, or `seconds` pass.
    static func wait(for text: String, count: Int = 1, in running: Shell.Running, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if running.printed().components(separatedBy: text).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
