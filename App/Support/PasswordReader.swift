import ArgumentParser
import Domain
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads passwords without them ever being on the command line: from a terminal prompt with
/// echo off, or, with `--password-stdin`, one per line from standard input.
struct PasswordReader {
    let fromStandardInput: Bool

    /// Each prompt yields one password: the prompts are asked in order on a terminal, or the
    /// same number of lines are read from stdin.
    func read(_ prompts: [String]) throws -> [String] {
        if fromStandardInput {
            return try prompts.map { _ in
                guard let line = Swift.readLine(strippingNewline: true) else {
                    throw DomainError.invalid(field: "password-stdin", message: "standard input ended before \(prompts.count) password line(s) were read")
                }
                return line
            }
        }
        guard isatty(STDIN_FILENO) == 1 else {
            throw ValidationError("no terminal to ask for the password on; pipe it in with --password-stdin")
        }
        return prompts.map(Self.prompt)
    }

    private static func prompt(_ text: String) -> String {
        FileHandle.standardError.write(Data(text.utf8))
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return Swift.readLine(strippingNewline: true) ?? ""
    }
}
