import ArgumentParser
import Domain
import Foundation
import Guests

struct ImportGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add or update an event's guests from a CSV file, all or nothing.",
        discussion: """
            Columns are matched by header (name, email, phone, party, plus-ones, status, tags, dietary, note and common synonyms); \
            every bad row is reported as FILE:LINE and nothing is written, unless --skip-invalid: then every good row is \
            imported and none of the bad. --rejects writes the bad rows, with a problem column, to fix and import again.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The CSV file.") var file: String
    @Flag(help: "Report what would happen; write nothing.") var dryRun = false
    @Option(help: "A guest already on the list or earlier in the file: skip, update or fail.") var onDuplicate: ImportGuestsRequest.OnDuplicate = .skip
    @Option(help: "Read a column as a field, COLUMN=FIELD (repeat for more); COLUMN=ignore leaves it out.") var map: [String] = []
    @Option(help: "The separator (default: told by the header line: , ; or tab).") var delimiter: String?
    @Option(help: "The file's text encoding: utf-8 or windows-1252.") var encoding: TableFileOptions.Encoding = .utf8
    @Flag(help: "Import every good row and leave the bad ones out, instead of refusing the file.") var skipInvalid = false
    @Option(help: "Write the bad rows, as the file had them plus a problem column, to this new CSV file.") var rejects: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let separator = try delimiter.map(Self.separator)
        // Refused before the import, which would otherwise be written with nowhere to put its bad rows.
        if let rejects, FileManager.default.fileExists(atPath: rejects) {
            throw DomainError.conflict(field: "rejects", message: "\(UserText.quoted(rejects)) exists; give a new file for the bad rows")
        }
        let rows = UserFileIO.table(at: file, options: TableFileOptions(delimiter: separator, encoding: encoding))
        let request = ImportGuestsRequest(event: event, source: rows, dryRun: dryRun, onDuplicate: onDuplicate, mappings: map,
                                          skipInvalid: skipInvalid)
        try await global.run(.readWrite, format, present: { ImportPresenter.imported($0, words: .terminal) }) { container in
            let response = try await ImportGuests(container).execute(request)
            try Self.report(response, file: file, rejects: rejects)
            return response
        }
    }

    /// Columns ignored as a warning, bad rows one per line as "FILE:LINE: field: problem", all
    /// on stderr, and written to `rejects` if given; then exit 65 unless they were left out.
    private static func report(_ response: ImportGuestsResponse, file: String, rejects: String?) throws {
        if !response.ignoredColumns.isEmpty {
            Warning.show("no field for the columns \(response.ignoredColumns.joined(separator: ", ")); they are ignored (map them with --map COLUMN=FIELD)")
        }
        guard !response.problems.isEmpty else { return }
        for problem in response.problems { warn("\(file):\(problem.line): \(problem.error.message)") }
        if let rejects { try UserFileIO.write(response.rejects, to: rejects, replacing: false) }
        if !response.skippedInvalid { throw ExitCode(65) }
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
