public import Foundation

/// Where the database and the session file live: flag, then RUSHDAY_* variable, then the XDG
/// base directories, then their defaults under the home directory.
public struct StorePaths: Sendable {
    public let database: String
    public let configDirectory: URL

    public init(databaseFlag: String?, environment: [String: String] = ProcessEnvironment.variables) {
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        func base(_ variable: String, _ fallback: String) -> URL {
            // The XDG spec says a relative path in these variables is invalid and must be ignored.
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        database = databaseFlag ?? environment["RUSHDAY_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? base("XDG_DATA_HOME", ".local/share").appendingPathComponent("rushday/rushday.sqlite").path
        configDirectory = environment["RUSHDAY_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? base("XDG_CONFIG_HOME", ".config").appendingPathComponent("rushday")
    }
}
