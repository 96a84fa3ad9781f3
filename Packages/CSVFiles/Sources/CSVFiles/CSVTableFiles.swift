/// Table files as CSV: one value the container builds and hands out as a reader and a writer.
public struct CSVTableFiles: Sendable {
    public init() {}
}
