import Foundation
import Glibc
import Testing

/// A guest list posted to `rushday serve` over a real socket by curl, as a browser posts a file
/// input: a file over 50 MB arrives whole on the server's disk, byte for byte, while the server's
/// peak memory grows by far less than the file (it is written as it arrives, never held); and
/// the page its Import form is posted from hears how far the import has come, live.
@Suite struct ServeUploadTests {
    @Test func aLargeUploadIsWrittenAsItArrives() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let serve = try ServeProcess(rushday)
        try serve.signIn("ada@example.org")
        let token = try serve.formToken("/events/gala/guests/import")

        let file = rushday.root.appendingPathComponent("big.csv")
        var piece = ""
        for index in 0..<20_000 { piece += "Guest \(index),guest\(index)@example.org\n" }
        var data = Data("name,email\n".utf8)
        while data.count <= 50 << 20 { data += Data(piece.utf8) }
        try data.write(to: file)
        let before = try Self.peakMemory(of: serve.server.pid)
        let posted = try serve.curl(["-o", "/dev/null", "-w", "%{http_code} %{redirect_url}", "-F", "csrf=\(token)",
                                     "-F", "file=@\(file.path);type=text/csv", serve.address + "/events/gala/guests/import"])
        let answer = posted.stdout.split(separator: " ")
        #expect(answer.first == "303", "\(posted.stdout) \(posted.stderr)")
        let grown = try Self.peakMemory(of: serve.server.pid) - before
        #expect(grown < 24 << 20, "the server's peak memory grew by \(grown >> 20) MB for a 50 MB upload")

        let id = try #require(answer.last?.split(separator: "/").last.map(String.init))
        let kept = rushday.configDirectory.appendingPathComponent("uploads/imports/\(id)/table")
        #expect(try Data(contentsOf: kept) == data, "the upload is kept as sent")
        let mode = try FileManager.default.attributesOfItem(atPath: kept.deletingLastPathComponent().path)[.posixPermissions] as? Int
        #expect(mode == 0o700, "only the serving user reads uploads")
    }

    @Test func theImportsProgressIsStreamedToItsPage() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let serve = try ServeProcess(rushday)
        try serve.signIn("ada@example.org")
        var text = "name,email\n"
        for index in 1...3500 { text += "Guest \(index),guest\(index)@example.org\n" }
        let file = rushday.root.appendingPathComponent("list.csv")
        try Data(text.utf8).write(to: file)
        let token = try serve.formToken("/events/gala/guests/import")
        let posted = try serve.curl(["-o", "/dev/null", "-w", "%{redirect_url}", "-F", "csrf=\(token)", "-F", "file=@\(file.path);type=text/csv",
                                     serve.address + "/events/gala/guests/import"])
        let page = String(try #require(posted.stdout.range(of: "/events/").map { posted.stdout[$0.lowerBound...] }))
        let preview = try serve.curl([serve.address + page]).stdout
        #expect(preview.contains("data-live=\"\(page)/progress\""), "the Import form's page has the live section")

        let stream = try serve.stream(page + "/progress")
        #expect(ServeProcess.wait(for: "event: section", in: stream), "\(stream.printed())")
        let imported = try serve.curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "csrf=\(try serve.formToken(page))",
                                       serve.address + page])
        #expect(imported.stdout == "200", "\(imported.stdout) \(imported.stderr)")
        #expect(ServeProcess.wait(for: "The import has ended", in: stream, seconds: 30), "\(stream.printed())")
        let said = stream.printed()
        for rows in [1000, 2000, 3000, 3500] {
            #expect(said.contains("Importing: \(rows) rows read; so far \(rows) added, 0 updated, 0 skipped, 0 bad."), "\(rows): \(said)")
        }
        kill(serve.server.pid, SIGTERM)
        _ = try serve.server.finish(within: 15)
        _ = try stream.finish(within: 5)
    }

    /// The process's peak resident memory (`VmHWM`), in bytes.
    static func peakMemory(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return (Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0) * 1024
    }
}
