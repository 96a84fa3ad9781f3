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
                guard let line = try Self.readLine() else {
                    throw DomainError.invalid(field: "password-stdin", message: "standard input ended before \(Plural.of(prompts.count, "password line")) \(Plural.noun(prompts.count, "was", "were")) read")
                }
                return line
            }
        }
        guard isatty(STDIN_FILENO) == 1 else {
            throw ValidationError("password: no terminal to ask for it on; pipe it in with --password-stdin")
        }
        return try prompts.map(Self.prompt)
    }

    private static func prompt(_ text: String) throws -> String {
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
        return try readLine() ?? ""
    }

    /// One line of stdin without its line end, nil at the end of input. Read byte by byte from
    /// the descriptor (no buffer reads past the line another prompt will want) and refused when
    /// it is not UTF-8: `Swift.readLine` would turn every bad byte into U+FFFD, so different
    /// passwords would hash the same.
    private static func readLine() throws -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = readByte(&byte)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else {
                if bytes.isEmpty { return nil }
                break
            }
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            throw DomainError.invalid(field: "password", message: "is not valid UTF-8 text; type it in a UTF-8 terminal, or fix the encoding of what is piped in")
        }
        return line
    }
}

/// Outside the type, where `read` is the system call rather than `PasswordReader.read`.
private func readByte(_ byte: inout UInt8) -> Int {
    read(STDIN_FILENO, &byte, 1)
}
