#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension TerminalCapabilities {
    /// Capabilities of standard output, where tables and documents go.
    public static func detectForStandardOutput(noColorFlag: Bool = false) -> TerminalCapabilities {
        detect(fileDescriptor: STDOUT_FILENO, noColorFlag: noColorFlag)
    }

    /// Capabilities of standard error, where progress bars and error lines go. Checked apart
    /// from stdout: `rushday guests import x.csv > out.json` still shows progress.
    public static func detectForStandardError(noColorFlag: Bool = false) -> TerminalCapabilities {
        detect(fileDescriptor: STDERR_FILENO, noColorFlag: noColorFlag)
    }

    private static func detect(fileDescriptor: Int32, noColorFlag: Bool) -> TerminalCapabilities {
        let isTerminal = isatty(fileDescriptor) == 1
        return detect(
            environment: ProcessInfo.processInfo.environment,
            isTerminal: isTerminal,
            noColorFlag: noColorFlag,
            windowColumns: isTerminal ? windowColumns(of: fileDescriptor) : nil
        )
    }

    /// Shells keep COLUMNS to themselves (it is rarely exported), so ask the terminal.
    private static func windowColumns(of fileDescriptor: Int32) -> Int? {
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { pointer in
            ioctl(fileDescriptor, UInt(TIOCGWINSZ), pointer)
        }
        guard status == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }
}
