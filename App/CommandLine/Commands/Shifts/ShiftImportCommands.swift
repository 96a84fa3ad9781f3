import ArgumentParser
import Domain
import Shifts

struct ImportShiftsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Add shifts from a CSV file, all or nothing.",
        discussion: """
            Columns (the first line names them, in any order): title, starts, ends, and optionally place and needs, \
            like "Bar=2; Door=1". Times are in the event's zone, as 'shifts add' takes them. Any bad row refuses \
            the file, naming its line.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The CSV file.") var file: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let rows = UserFileIO.table(at: file, options: TableFileOptions())
        try await global.run(.readWrite, format, present: { ShiftsPresenter.addedSeries($0.shifts) }) { [event] in
            try await ImportShifts($0).execute(event: event, source: rows)
        }
    }
}

struct ImportVolunteersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Add volunteers from a CSV file, all or nothing.",
        discussion: """
            Columns (the first line names them, in any order): name, and optionally email, phone, roles (like \
            "Bar; Door") and household. Any bad row refuses the file, naming its line.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The CSV file.") var file: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let rows = UserFileIO.table(at: file, options: TableFileOptions())
        try await global.run(.readWrite, format, present: ShiftsPresenter.imported) { [event] in
            try await ImportVolunteers($0).execute(event: event, source: rows)
        }
    }
}
