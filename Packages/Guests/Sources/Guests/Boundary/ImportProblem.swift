public import Domain

/// A bad row of an import: the line it starts on, what is wrong with it (its field and the
/// fix), and its cells as the file had them, to be fixed and imported again. The face says
/// where the rows came from ("FILE:LINE: field: problem" on the CLI).
public struct ImportProblem: Equatable, Sendable {
    public let line: Int
    public let error: DomainError
    public let cells: [String]

    public init(line: Int, error: DomainError, cells: [String] = []) {
        self.line = line
        self.error = error
        self.cells = cells
    }
}
