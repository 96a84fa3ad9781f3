import Foundation
import Glibc
import Testing

/// The doors page is live: a scan recorded by a door, from any process, redraws each door's
/// count on every open doors page. Through the binary, on both stores.
@Suite struct DoorsLiveTests {
    @Test(arguments: Backend.allCases) func aScanAtADoorRedrawsItsCount(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann"]).status == 0)
        #expect(try rushday.run(["tickets", "door", "add", "gala", "north", "--public-url", "http://door.test"]).status == 0)
        let code = try #require(try TicketedGala.codes(rushday).first)
        let serve = try ServeProcess(rushday)
        try serve.signIn("ada@example.org")
        let stream = try serve.stream("/events/gala/doors/live")
        #expect(ServeProcess.wait(for: "event: section", in: stream), "\(stream.printed())")
        #expect(stream.printed().contains("<tr><td>north</td>") && stream.printed().contains("<td>0</td></tr>"), "\(stream.printed())")

        #expect(try rushday.run(["tickets", "checkin", "gala", code, "--device", "north"]).status == 0)
        #expect(ServeProcess.wait(for: "<td>1</td></tr>", in: stream, seconds: 10), "the door's count redrawn: \(stream.printed())")

        kill(serve.server.pid, SIGTERM)
        _ = try serve.server.finish(within: 15)
        _ = try stream.finish(within: 5)
    }
}
