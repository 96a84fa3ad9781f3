import DesignTokens
import Domain
import Foundation

/// Writes a command's answer to stdout in the chosen format, coloured only where
/// DesignTokens says this terminal wants colour.
struct Console {
    let noColor: Bool

    func show(_ presentation: Presentation, as format: OutputFormat) throws {
        let capabilities = TerminalCapabilities.detectForStandardOutput(noColorFlag: noColor)
        let text: String
        do {
            text = try OutputRenderer(capabilities: capabilities).render(presentation, as: format)
        } catch {
            throw DomainError.io("format: cannot encode the output as \(format.rawValue): \(error)")
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
