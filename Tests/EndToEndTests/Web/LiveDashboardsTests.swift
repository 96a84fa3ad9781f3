import Foundation
import Glibc
import Testing

/// Live dashboards are drawn together (one reading per role for every open stream of an event),
/// yet each viewer still sees their own: staff no money, each their own open tasks. A viewer who
/// leaves the team stops getting them while the others go on. Through the binary, on both stores.
@Suite struct LiveDashboardsTests {
    @Test(arguments: Backend.allCases) func oneChangeReachesEveryViewerAsTheirRoleAndTheyThemselvesSeeIt(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for (email, role) in [("otto@example.org", "organizer"), ("stan@example.org", "staff")] {
            try rushday.signUp(email)
            try rushday.logIn("ada@example.org")
            #expect(try rushday.run(["events", "members", "add", "gala", email, "--role", role]).status == 0)
        }
        #expect(try rushday.run(["tasks", "add", "gala", "Book the band", "--assign", "otto@example.org"]).status == 0)
        let ada = try ServeProcess(rushday)
        let otto = ServeProcess(beside: ada), stan = ServeProcess(beside: ada)
        try ada.signIn("ada@example.org")
        try otto.signIn("otto@example.org")
        try stan.signIn("stan@example.org")
        // Ada has the dashboard open in two tabs.
        let streams = [try ada.stream("/events/gala/live"), try ada.stream("/events/gala/live"),
                       try otto.stream("/events/gala/live"), try stan.stream("/events/gala/live")]
        for stream in streams { #expect(ServeProcess.wait(for: "event: section", in: stream), "\(stream.printed())") }

        #expect(try rushday.run(["guests", "add", "gala", "Grace Hopper"]).status == 0)
        for stream in streams {
            #expect(ServeProcess.wait(for: "<dt>Invited</dt><dd>1</dd>", in: stream), "the change reached every stream: \(stream.printed())")
        }
        let drawn = streams.map(Self.lastDrawing)
        #expect(drawn[0] == drawn[1], "one session's tabs show the same")
        for (drawing, who) in [(drawn[0], "ada"), (drawn[2], "otto")] {
            #expect(drawing.contains("Budget"), "\(who) sees the money: \(drawing)")
        }
        #expect(!drawn[3].contains("Budget"), "staff see no money: \(drawn[3])")
        #expect(drawn.map { Self.row("Yours open", of: $0) } == ["0", "0", "1", "0"], "each sees their own open tasks")

        // Stan leaves the team: that change ends his stream and reaches the others.
        #expect(try rushday.run(["events", "members", "remove", "gala", "stan@example.org"]).status == 0)
        for stream in streams.prefix(3) {
            #expect(ServeProcess.wait(for: "<dt>Staff</dt><dd>0</dd>", in: stream), "\(stream.printed())")
        }
        let left = try streams[3].finish(within: 10).stdout
        #expect(left.contains("<dt>Invited</dt><dd>1</dd>") && !left.contains("<dt>Staff</dt><dd>0</dd>"),
                "a viewer no longer in the team gets no more drawings: \(left)")
        kill(ada.server.pid, SIGTERM)
        _ = try ada.server.finish(within: 15)
        for stream in streams.prefix(3) { _ = try stream.finish(within: 5) }
    }

    /// The last section a stream brought, its `data:` lines joined.
    private static func lastDrawing(_ stream: Shell.Running) -> String {
        let events = stream.printed().components(separatedBy: "event: section\n")
        return (events.last ?? "").split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
    }

    /// The value of the drawing's row `label`.
    private static func row(_ label: String, of drawing: String) -> String? {
        guard let start = drawing.range(of: "<dt>\(label)</dt><dd>") else { return nil }
        return String(drawing[start.upperBound...].prefix { $0 != "<" })
    }
}
