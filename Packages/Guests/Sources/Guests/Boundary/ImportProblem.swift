public import Domain

/// A bad row of an import: the line it starts on and what is wrong with it (its field and the
/// fix). The face says where the rows came from ("FILE:LINE: field: problem" on the CLI).
public struct ImportProblem: Equatable, Sendable {
    public let line: Int
    public let error: DomainError

    public init(line: Int, error: DomainError) {
        self.line = line
        self.error = error
    }
}
