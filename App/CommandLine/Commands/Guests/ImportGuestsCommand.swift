import ArgumentParser
import Domain
import Foundation
import Guests

struct ImportGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add or update an event's guests from a CSV file, all or nothing.",
        discussion: "Columns are matched by header (name, email, phone, party, plus-ones, status, tags, dietary, note and common synonyms); every bad row is reported as FILE:LINE and nothing is written.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The CSV file.") var file: String
    @Flag(help: "Report what would happen; write nothing.") var dryRun = false
    @Option(help: "A guest already on the list or earlier in the file: skip, update or fail.") var onDuplicate: ImportGuestsRequest.OnDuplicate = .skip
    @Option(help: "Read a column as a field, COLUMN=FIELD (repeat for more).") var map: [String] = []
    @Option(help: "The separator (default: told by the header line: , ; or tab).") var delimiter: String?
    @Option(help: "The file's text encoding: utf-8 or windows-1252.") var encoding: TableFileOptions.Encoding = .utf8
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let separator = try delimiter.map(Self.separator)
        let rows = UserFileIO.table(at: file, options: TableFileOptions(delimiter: separator, encoding: encoding))
        let request = ImportGuestsRequest(event: event, source: rows, dryRun: dryRun, onDuplicate: onDuplicate, mappings: map)
        try await global.run(.readWrite, format, present: { ImportPresenter.imported($0, words: .terminal) }) { container in
            let response = try await ImportGuests(container).execute(request)
            try Self.report(response, file: file)
            return response
        }
    }

    /// Columns ignored as a warning, bad rows one per line as "FILE:LINE: field: problem" (then
    /// exit 65), all on stderr.
    private static func report(_ response: ImportGuestsResponse, file: String) throws {
        if !response.ignoredColumns.isEmpty {
            Warning.show("no field for the columns \(response.ignoredColumns.joined(separator: ", ")); they are ignored (map them with --map COLUMN=FIELD)")
        }
        guard !response.problems.isEmpty else { return }
        for problem in response.problems { warn("\(file):\(problem.line): \(problem.error.message)") }
        throw ExitCode(65)
    }

    /// "tab" or "\t" for a tab, else one character.
    private static func separator(_ text: String) throws -> Character {
        if text == "tab" || text == "\\t" { return "\t" }
        guard text.count == 1, let character = text.first else {
            throw ValidationError("--delimiter: \(UserText.quoted(text)) is not one character; give , ; tab or another")
        }
        return character
    }

    private static func warn(_ line: String) {
        FileHandle.standardError.write(Data("\(UserText.escaped(line))\n".utf8))
    }
}
