public import Domain
import Foundation

/// `rushday expenses export EVENT [--output FILE [--force]]`: every expense as a table, one row
/// per expense (columns in `ExpenseColumns`), for the face to write as CSV (through the app's one
/// CSV writer, so cells a spreadsheet would run as a formula are neutralised).
public struct ExportExpenses: Sendable {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ExportExpensesRequest) async throws(DomainError) -> ExportExpensesResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .expenses)
        let expenses = try await dependencies.expenseRepository.expenses(of: event.id)
        let members = try await Members.of(event, dependencies, naming: expenses)
        let details = expenses.map { ExpenseDetails($0, members: members) }
        let rows = details.map { ExpenseColumns.row($0, zone: event.timeZone) }
        return ExportExpensesResponse(event: event, table: TableContents(header: ExpenseColumns.header, rows: rows))
    }
}
