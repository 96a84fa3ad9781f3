import DesignTokens
import Domain
import Foundation

/// Writes a command's answer to stdout in the chosen format, coloured only where
/// DesignTokens says this terminal wants colour.
struct Console {
    let noColor: Bool

    func show(_ presentation: Presentation, as format: OutputFormat) throws {
        try stream(as: format).show(presentation)
    }

    /// For many answers in a row (a door's scans, one line each): the terminal is asked once,
    /// not for every line.
    func stream(as format: OutputFormat) -> Stream {
        Stream(renderer: OutputRenderer(capabilities: TerminalCapabilities.detectForStandardOutput(noColorFlag: noColor)), format: format)
    }

    struct Stream {
        let renderer: OutputRenderer
        let format: OutputFormat

        func show(_ presentation: Presentation) throws {
            do {
                try renderer.write(presentation, as: format) { FileHandle.standardOutput.write(Data($0)) }
            } catch {
                throw DomainError.io(field: "format", message: "cannot encode the output as \(format.rawValue): \(error)")
            }
        }
    }
}
