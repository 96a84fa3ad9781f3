import ArgumentParser
import Expenses

struct ExportExpensesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Write an event's expenses as CSV for a spreadsheet.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Write to this file instead of standard output.") var output: String?
    @Flag(help: "Replace the output file if it exists.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try format.validate(exportingTo: output)
    }

    func run() async throws {
        let request = ExportExpensesRequest(event: event)
        // Without --output the CSV itself is the answer on stdout: nothing else is printed there.
        guard let output else {
            let response = try await ExportExpenses(global.container(.readOnly)).execute(request)
            try UserFileIO.write(response.table, to: nil, replacing: false)
            return
        }
        try await global.run(.readOnly, format, present: { ExpensesPresenter.exported($0, to: output) }) { container in
            let response = try await ExportExpenses(container).execute(request)
            try UserFileIO.write(response.table, to: output, replacing: force)
            return response
        }
    }
}
