import Foundation

/// Finds the line of the first byte that is not UTF-8, only once reading has failed, so the
/// error can point at it.
enum UTF8Check {
    static func firstBadLine(of path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var line = 1
        for chunk in data.split(separator: 10, omittingEmptySubsequences: false) {
            if String(validating: chunk, as: UTF8.self) == nil { return line }
            line += 1
        }
        return nil
    }
}
