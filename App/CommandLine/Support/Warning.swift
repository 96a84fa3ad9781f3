import Domain
import Foundation

/// A line on stderr about something done anyway (a conflict kept, columns ignored): it starts
/// `rushday: warning:` as every error line starts `rushday:`, so one filter finds them all.
enum Warning {
    static func show(_ line: String) {
        FileHandle.standardError.write(Data("rushday: warning: \(UserText.escaped(line))\n".utf8))
    }
}
