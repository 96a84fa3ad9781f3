import Foundation
import Glibc
import Testing

/// The drill of issue 23: a door keeps scanning while a 100,000-row import runs, on a machine
/// kept busy by two processes spinning beside it (a shared CI runner, a laptop doing other
/// work). The import may make a scan wait, never refuse it: every scan is recorded, none is
/// refused as busy, and the import stores all its rows.
@Suite(.serialized) struct ImportDoorDrillTests {
    @Test(arguments: Backend.allCases) func aDoorScansThroughALargeImport(backend: Backend) throws {
        let rushday = try TicketedGala.owned(maxPerIssue: 1000, backend: backend)
        let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Crowd", "--count", "1000"])
        #expect(issued.status == 0, "\(issued.stderr)")
        let codes = try TicketedGala.codes(rushday)
        #expect(codes.count == 1000)
        let codesFile = rushday.root.appendingPathComponent("door.codes")
        try (codes.joined(separator: "\n") + "\n").write(to: codesFile, atomically: true, encoding: .utf8)
        let list = rushday.root.appendingPathComponent("crowd.csv")
        var text = "Full name,E-mail,Party size,RSVP\n"
        for index in 0..<100_000 { text += "Guest \(index),guest\(index)@example.org,1,yes\n" }
        try Data(text.utf8).write(to: list)

        // The door feeds its codes one by one, spread over the import rather than all at its start.
        let door = #"while read code; do echo "$code"; sleep 0.01; done < '"# + codesFile.path
            + #"' | "$RUSHDAY" tickets checkin gala --stdin --device drill"#
        let hogs = try (0..<2).map { _ in try Shell.start("/bin/sh", ["-c", "while :; do :; done"], environment: [:]) }
        defer { for hog in hogs { kill(hog.pid, SIGKILL); _ = try? hog.finish() } }
        let outputs = try TicketWorkers.run([#""$RUSHDAY" guests import gala '"# + list.path + "' --format json", door], in: rushday)
        let (imported, scanned) = (outputs[0], outputs[1])

        #expect(imported.stderr.isEmpty, "\(imported.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any]
        #expect(summary?["added"] as? Int == 100_000)
        #expect(try rushday.rowCount("guests") == 100_000)
        #expect(scanned.stderr.isEmpty, "\(scanned.stderr)")
        #expect(!scanned.stdout.contains("busy"))
        #expect(scanned.stdout.split(separator: "\n").count { $0.contains(" admitted ") && $0.hasPrefix("✔") } == 1000)
        #expect(try rushday.rowCount("check_in_scans") == 1000)
    }
}
