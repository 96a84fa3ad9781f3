import ArgumentParser
import Domain
import Foundation

/// Runs the command tree and turns every failure into one line on stderr and a sysexits code,
/// instead of argument-parser's usage dump or a stack trace.
@main
enum Main {
    static func main() async {
        do {
            var command = try RushDay.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as DomainError {
            fail(error.message, code: ExitStatus.code(for: error))
        } catch {
            let code = RushDay.exitCode(for: error)
            if code == .success {
                print(RushDay.fullMessage(for: error))
                exit(0)
            }
            let message = RushDay.message(for: error)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? "failed"
            // argument-parser reports bad input as 64 (EX_USAGE); keep that, explain the rest.
            fail(message.isEmpty ? "failed; see 'rushday --help'" : message, code: code.rawValue)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("rushday: \(message)\n".utf8))
        exit(code)
    }
}
