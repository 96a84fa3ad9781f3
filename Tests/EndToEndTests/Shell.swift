import Foundation
import Glibc

/// Runs programs with no terminal, their input and output in files: what they printed and how
/// they ended.
///
/// Through posix_spawn and waitpid: Foundation's `Process.waitUntilExit` waits on a run loop
/// that needs a thread of its own, and on two cores it never returned while another test's
/// thread waited for the same one-time set-up (the shared PostgreSQL server).
enum Shell {
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// A program started and not yet waited for.
    final class Running {
        let pid: pid_t
        private let folder: URL
        private var status: Int32?

        fileprivate init(pid: pid_t, folder: URL) {
            self.pid = pid
            self.folder = folder
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        var isRunning: Bool {
            guard status == nil else { return false }
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
            status = Self.exitStatus(raw)
            return false
        }

        /// Waits for the end: the exit code, or 128 + the signal for a program killed by one,
        /// as a shell reports it.
        func finish() throws -> Outcome {
            if status == nil {
                var raw: Int32 = 0
                while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
                status = Self.exitStatus(raw)
            }
            return Outcome(status: status ?? -1, stdout: try text("stdout"), stderr: try text("stderr"))
        }

        /// As `finish()`, but a program still running after `seconds` is killed (status 137),
        /// so a test of a program that hangs fails instead of waiting forever.
        func finish(within seconds: Double) throws -> Outcome {
            let deadline = Date().addingTimeInterval(seconds)
            while isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if isRunning { kill(pid, SIGKILL) }
            return try finish()
        }

        /// What it has printed so far on stdout (or stderr), while it runs.
        func printed(_ stream: String = "stdout") -> String {
            (try? text(stream)) ?? ""
        }

        private func text(_ name: String) throws -> String {
            String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        }

        private static func exitStatus(_ raw: Int32) -> Int32 {
            raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        }
    }

    static func run(_ executable: String, _ arguments: [String], stdin: Data? = nil,
                    environment: [String: String]) throws -> Outcome {
        try start(executable, arguments, stdin: stdin, environment: environment).finish()
    }

    static func start(_ executable: String, _ arguments: [String], stdin: Data? = nil,
                      environment: [String: String]) throws -> Running {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("stdin").path
        try (stdin ?? Data()).write(to: URL(fileURLWithPath: input))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, folder.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: executable, "errno": spawned])
        }
        return Running(pid: pid, folder: folder)
    }
}
