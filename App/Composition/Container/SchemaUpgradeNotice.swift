import Domain
import Foundation

/// The one line a command prints on stderr when the database it opened was made by an older
/// rushday and has just been upgraded, before its own output.
enum SchemaUpgradeNotice {
    @Sendable static func show(_ location: String, from: String, to: String) {
        FileHandle.standardError.write(Data("rushday: upgraded the database at \(UserText.escaped(location)) from schema \(from) to \(to)\n".utf8))
    }
}
