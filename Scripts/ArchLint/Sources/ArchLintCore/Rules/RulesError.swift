/// A rules file that cannot be used: the lint stops with exit status 2.
public struct RulesError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String {
        "\(file):\(line):\(column): error: \(message)"
    }
}
