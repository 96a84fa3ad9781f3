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
        let request = ExportExpensesRequest(event: event, output: output, replacing: force)
        // Without --output the CSV itself is the answer on stdout: nothing else is printed there.
        guard output != nil else {
            _ = try await ExportExpenses(AppContainer(paths: global.paths, access: .readOnly)).execute(request)
            return
        }
        try await global.run(.readOnly, format, present: ExpensesPresenter.exported) { try await ExportExpenses($0).execute(request) }
    }
}
