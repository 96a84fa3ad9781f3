import Foundation
import Glibc
import Testing

/// `serve --metrics`: `GET /metrics` read by an outside judge, Python's `prometheus_client`
/// parser (from PyPI; Scripts/test installs it), after real requests, door scans and a guest's
/// answer. Each test runs its own server process: the counts are the process's.
@Suite struct ServeMetricsTests {
    struct Sample: Equatable {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    /// Prints every sample of the exposition on stdin as JSON: its name, labels and value.
    static let judge = """
        import json, sys
        try:
            from prometheus_client.parser import text_string_to_metric_families
        except ImportError:
            sys.exit("prometheus_client is not installed; pip install prometheus_client")
        samples = []
        for family in text_string_to_metric_families(sys.stdin.read()):
            for sample in family.samples:
                samples.append({"name": sample.name, "labels": sample.labels, "value": sample.value})
        print(json.dumps(samples))
        """

    func scrape(_ url: String) throws -> [Sample] {
        let fetched = try Shell.run("/usr/bin/curl", ["-sS", "-f", url], environment: [:])
        try #require(fetched.status == 0, "GET \(url): \(fetched.stderr)")
        let judged = try Shell.run("/usr/bin/env", ["python3", "-c", Self.judge], stdin: Data(fetched.stdout.utf8),
                                   environment: ProcessInfo.processInfo.environment)
        try #require(judged.status == 0, "prometheus_client could not read /metrics: \(judged.stderr)")
        let samples = try #require(try JSONSerialization.jsonObject(with: Data(judged.stdout.utf8)) as? [[String: Any]])
        return samples.map { Sample(name: $0["name"] as? String ?? "", labels: $0["labels"] as? [String: String] ?? [:],
                                    value: $0["value"] as? Double ?? .nan) }
    }

    func value(_ samples: [Sample], _ name: String, _ labels: [String: String] = [:]) -> Double? {
        samples.first { sample in sample.name == name && labels.allSatisfy { key, value in sample.labels[key] == value } }?.value
    }

    func status(_ serving: ServeProcess, _ url: String) throws -> String {
        try serving.curl(["-o", "/dev/null", "-w", "%{http_code}", url]).stdout
    }

    @Test func thereIsNoMetricsPageUnlessAsked() throws {
        let serving = try ServeProcess(try GalaEvent.owned(capacity: 10))
        #expect(try status(serving, serving.address + "/metrics") == "404")
    }

    /// Requests by route pattern (never a link's secret), status and time; a door's scans by
    /// outcome; a guest's answer; the mail outbox's wait and messages; and the store's transactions' times,
    /// reads and writes apart, each as many as were made.
    @Test(arguments: Backend.allCases) func metricsCountWhatTheServerDid(backend: Backend) throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let ann = try rushday.run(["guests", "link", "gala", "ann", "--public-url", "http://rsvp.test"])
        let link = String(ann.stdout.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("http://rsvp.test".count))
        #expect(try rushday.run(["tickets", "types", "add", "gala", "regular", "--price", "25.00"]).status == 0)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann Lee", "--count", "1"]).status == 0)
        let code = try #require(try TicketedGala.codes(rushday).first)
        let added = try rushday.run(["tickets", "door", "add", "gala", "door-1", "--public-url", "http://door.test"])
        let door = try #require(added.stdout.split(separator: "\n").first { $0.hasPrefix("http://door.test/d/") }).dropFirst("http://door.test".count)

        for (name, email) in [("Cy", "cy@example.org"), ("Di", "di@example.org")] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--email", email]).status == 0)
        }
        #expect(try rushday.run(["guests", "invite", "gala", "cy"]).status == 0)
        #expect(try rushday.run(["guests", "invite", "gala", "di"]).status == 0)

        let serving = try ServeProcess(rushday, arguments: ["--metrics"])
        for _ in 0..<3 { #expect(try status(serving, serving.address + "/signin") == "200") }
        #expect(try status(serving, serving.address + "/i/not-a-link") == "404")

        let token = try serving.formToken(link)
        let before = try scrape(serving.address + "/metrics")
        let answered = try serving.curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "answer=accepted",
                                         "--data-urlencode", "party=1", "--data-urlencode", "csrf=\(token)", serving.address + link])
        #expect(answered.stdout == "303", "\(answered.stderr)")

        #expect(try status(serving, serving.address + door) == "303")
        let doorToken = try serving.formToken("/events/gala/door")
        for _ in 0..<2 {
            let scanned = try serving.curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "code=\(code)",
                                            "--data-urlencode", "csrf=\(doorToken)", serving.address + "/events/gala/door/scan"])
            #expect(["200", "422"].contains(scanned.stdout), "\(scanned.stderr)")
        }

        let samples = try scrape(serving.address + "/metrics")
        #expect(value(samples, "rushday_http_requests_total", ["route": "/signin", "method": "GET", "status": "200"]) == 3)
        #expect(value(samples, "rushday_http_request_duration_seconds_count", ["route": "/signin", "status": "200"]) == 3)
        #expect(value(samples, "rushday_http_requests_total", ["route": "/i/{secret}", "method": "GET", "status": "404"]) == 1)
        #expect(value(samples, "rushday_http_requests_total", ["route": "/i/{secret}", "method": "POST", "status": "303"]) == 1)
        #expect(value(samples, "rushday_rsvps_total", ["via": "link"]) == 1)
        #expect(value(samples, "rushday_door_scans_total", ["outcome": "admitted"]) == 1)
        #expect(value(samples, "rushday_door_scans_total", ["outcome": "refused"]) == 1)
        #expect(value(samples, "rushday_mail_outbox_wait_seconds") != nil)
        // The two invitations, in whichever status the server's own sending has left them.
        let outbox = samples.filter { $0.name == "rushday_mail_outbox_messages" }
        #expect(Set(outbox.compactMap { $0.labels["status"] }) == ["queued", "sent", "failed", "replaced", "cancelled"], "\(outbox)")
        #expect(outbox.map(\.value).reduce(0, +) == 2, "\(outbox)")
        // The store's transactions, each in its histogram: the answer and the two scans wrote.
        let transactions = "rushday_store_transaction_duration_seconds"
        let writes = { (samples: [Sample]) in value(samples, transactions + "_count", ["kind": "write"]) ?? 0 }
        #expect(writes(samples) >= writes(before) + 3, "\(writes(before)) writes before, \(writes(samples)) after")
        #expect((value(samples, transactions + "_count", ["kind": "read"]) ?? 0) >= 1)
        for kind in ["read", "write"] {
            #expect(value(samples, transactions + "_bucket", ["kind": kind, "le": "+Inf"]) == value(samples, transactions + "_count", ["kind": kind]))
            #expect((value(samples, transactions + "_sum", ["kind": kind]) ?? -1) > 0)
        }
        let secrets = [String(link.dropFirst(3)), String(door.dropFirst(3)), code]
        #expect(samples.allSatisfy { sample in secrets.allSatisfy { !sample.labels.values.joined().contains($0) } })
        // A proxy's checks and the scrape itself stay out of the access log.
        #expect(!serving.server.printed("stderr").contains("/metrics"))
    }

    /// A client that goes away before the body its `Content-Length` promised is no server
    /// error: 400 in the log and the metrics, never 500 (an operator's alert on 5xx).
    @Test func aClientGoneMidRequestIsNoServerError() throws {
        let serving = try ServeProcess(try GalaEvent.owned(capacity: 10), arguments: ["--metrics"])
        let port = try #require(serving.address.split(separator: ":").last.map(String.init))
        let gone = try Shell.run("/usr/bin/env", ["python3", "-c", """
            import socket, sys, time
            s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
            s.sendall(b"POST /signin HTTP/1.1\\r\\nHost: 127.0.0.1:" + sys.argv[1].encode() + b"\\r\\n"
                      b"Content-Type: application/x-www-form-urlencoded\\r\\nContent-Length: 1000\\r\\n\\r\\nemail=a")
            time.sleep(0.2)
            s.close()
            """, port], environment: ProcessInfo.processInfo.environment)
        #expect(gone.status == 0, "\(gone.stderr)")
        // The server answers once it has seen the connection end: looked for, not slept for.
        var samples = try scrape(serving.address + "/metrics")
        for _ in 0..<600 {
            if value(samples, "rushday_http_requests_total", ["route": "/signin", "method": "POST"]) != nil { break }
            usleep(100_000)
            samples = try scrape(serving.address + "/metrics")
        }
        #expect(value(samples, "rushday_http_requests_total", ["route": "/signin", "method": "POST", "status": "400"]) == 1, "\(samples)")
        #expect(!samples.contains { $0.labels["status"]?.hasPrefix("5") == true }, "\(samples.filter { $0.labels["status"] != nil })")
        kill(serving.server.pid, SIGTERM)
        let finished = try serving.server.finish(within: 30)
        #expect(finished.stderr.contains("POST /signin 400") && !finished.stderr.contains(" 500 "), "\(finished.stderr)")
    }

    /// `--metrics-listen`: the metrics on an address of their own, and only there.
    @Test func metricsListenServesThemApart() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        var port = 0
        for candidate in 20_000..<21_000 where Self.isFree(candidate) {
            port = candidate
            break
        }
        let serving = try ServeProcess(rushday, arguments: ["--metrics-listen", "127.0.0.1:\(port)"])
        #expect(try status(serving, serving.address + "/signin") == "200")
        #expect(try status(serving, serving.address + "/metrics") == "404")
        #expect(try status(serving, "http://127.0.0.1:\(port)/signin") == "404")
        let samples = try scrape("http://127.0.0.1:\(port)/metrics")
        #expect(value(samples, "rushday_http_requests_total", ["route": "/signin", "status": "200"]) == 1)
    }

    @Test func aMetricsAddressThatIsNotOneIsRefused() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["serve", "--metrics-listen", "nowhere"]).expectFailure(64, mentioning: ["--metrics-listen", "HOST:PORT"])
    }

    private static func isFree(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
