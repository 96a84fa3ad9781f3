import Foundation
import Glibc
import Testing

/// An answer given on a guest's page reaches the organiser at once: the open dashboard's live
/// stream redraws, and `guests show` has it. Through the binary, on both stores.
@Suite struct GuestPageLiveTests {
    @Test(arguments: Backend.allCases) func aGuestsAnswerRedrawsTheOrganisersOpenDashboard(backend: Backend) throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let link = try GuestLinks.give(rushday, "ann")
        let serve = try ServeProcess(rushday)
        try serve.signIn("ada@example.org")
        let stream = try serve.stream("/events/gala/live")
        #expect(ServeProcess.wait(for: "event: section", in: stream), "\(stream.printed())")
        #expect(!stream.printed().contains("<dt>Accepted</dt><dd>3</dd>"))

        let token = try serve.formToken(link)
        let posted = try serve.curl(["-o", "/dev/null", "-w", "%{http_code}", "--data-urlencode", "answer=accepted",
                                     "--data-urlencode", "party=2", "--data-urlencode", "csrf=\(token)", serve.address + link])
        #expect(posted.stdout == "303")
        // Ann and the two she brings; waited for by its text, as the stream also redraws with the clock.
        #expect(ServeProcess.wait(for: "<dt>Accepted</dt><dd>3</dd>", in: stream, seconds: 10), "\(stream.printed())")
        let shown = try rushday.run(["guests", "show", "gala", "ann", "--format", "json"]).stdout
        #expect(shown.contains("\"accepted\""), "\(shown)")

        kill(serve.server.pid, SIGTERM)
        _ = try serve.server.finish(within: 15)
        _ = try stream.finish(within: 5)
    }
}
