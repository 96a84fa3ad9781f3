import Foundation
import Glibc
import Testing

/// `serve --log-format json`: one JSON object per line on stderr, per request, with the fields
/// a collector reads (time, level, client, method, target, status, ms), secrets removed as in
/// the text log, whatever the request holds.
@Suite struct ServeLogFormatTests {
    @Test func eachRequestIsOneJSONObjectWithoutItsSecrets() throws {
        let rushday = try GuestPageEvent.invited()
        let ann = try rushday.run(["guests", "link", "gala", "ann", "--public-url", "http://rsvp.test"])
        let link = String(ann.stdout.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("http://rsvp.test".count))
        let serving = try ServeProcess(rushday, arguments: ["--log-format", "json"])
        let targets = [link, "/signin?token=hunter2&next=%2Fevents", "/events/%22quoted%22%0D%0Abroken", "/i/\u{00e9}t\u{00e9}\\slash"]
        for target in targets {
            _ = try serving.curl(["-o", "/dev/null", "--path-as-is", serving.address + target])
        }
        kill(serving.server.pid, SIGTERM)
        let finished = try serving.server.finish(within: 30)
        let lines = finished.stderr.split(separator: "\n")
        #expect(lines.count == targets.count, "\(finished.stderr)")
        for line in lines {
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not JSON: \(line)")
            #expect(entry["event"] as? String == "request" && entry["level"] as? String == "info")
            #expect(entry["client"] as? String == "127.0.0.1" && entry["method"] as? String == "GET")
            #expect(entry["status"] is Int && entry["ms"] is NSNumber && (entry["time"] as? String)?.hasSuffix("Z") == true, "\(line)")
        }
        let logged = lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }.compactMap { $0["target"] as? String }
        #expect(logged.first == "/i/[redacted]")
        #expect(logged.contains("/signin?token=[redacted]&next=%2Fevents"))
        #expect(!finished.stderr.contains(String(link.dropFirst(3))) && !finished.stderr.contains("hunter2"))
    }

    @Test func aFormatThatIsNotOneIsRefused() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["serve", "--log-format", "xml"]).expectFailure(64, mentioning: ["--log-format", "json"])
    }
}
