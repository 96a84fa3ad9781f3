/// What `rushday expenses export EVENT [--output FILE [--force]]` asks; nil `output` is
/// standard output, and an existing file is replaced only when `replacing`.
public struct ExportExpensesRequest: Hashable, Sendable {
    public var event: String
    public var output: String?
    public var replacing: Bool

    public init(event: String, output: String? = nil, replacing: Bool = false) {
        self.event = event
        self.output = output
        self.replacing = replacing
    }
}
