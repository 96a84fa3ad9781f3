import Foundation

/// Several shell loops running `rushday` at once, each in its own process from the start (a task
/// group on two cores would run only two at a time), their output in files read at the end.
struct TicketWorkers {
    struct Output {
        let stdout: String
        let stderr: String
    }

    /// Runs each script with `sh -c` in the drill's environment (`$RUSHDAY` is the binary) and
    /// waits for all of them.
    static func run(_ scripts: [String], in rushday: RushDayProcess) throws -> [Output] {
        let launched = try scripts.enumerated().map { index, script -> (Process, URL, URL) in
            let out = rushday.root.appendingPathComponent("worker-\(index)-\(UUID().uuidString).out")
            let err = rushday.root.appendingPathComponent("worker-\(index)-\(UUID().uuidString).err")
            try Data().write(to: out)
            try Data().write(to: err)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.environment = rushday.environment.merging(["RUSHDAY": RushDayProcess.binary.path]) { $1 }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            return (process, out, err)
        }
        for (process, _, _) in launched { try process.run() }
        return try launched.map { process, out, err in
            process.waitUntilExit()
            return Output(stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8))
        }
    }
}

/// A signed-up owner of "gala" with one ticket type, for the ticket suites.
enum TicketedGala {
    static func owned(type: String = "regular", quota: Int? = nil, maxPerIssue: Int = 10,
                      backend: Backend = .sqlite, server: PostgresServer? = nil) throws -> RushDayProcess {
        let rushday = try GalaEvent.owned(capacity: 100, backend: backend, server: server)
        var arguments = ["tickets", "types", "add", "gala", type, "--price", "25.00", "--max-per-issue", String(maxPerIssue)]
        if let quota { arguments += ["--quota", String(quota)] }
        let added = try rushday.run(arguments)
        precondition(added.status == 0, added.stderr)
        return rushday
    }

    static func codes(_ rushday: RushDayProcess, type: String? = nil) throws -> [String] {
        let listed = try rushday.run(["tickets", "list", "gala", "--format", "json"] + (type.map { ["--type", $0] } ?? []))
        let tickets = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return tickets.compactMap { $0["code"] as? String }
    }
}
