public import Domain
import Foundation

/// How a table file looks to be written, for a page to offer before reading it: its separator
/// told by the header line, as `CSVFileSource` tells it, and UTF-8 unless some byte is not
/// (then Windows-1252, what spreadsheets on Windows save). Read a piece at a time.
public enum CSVFileLayout {
    public static func guess(at path: String) -> TableFileOptions {
        TableFileOptions(delimiter: Character(DelimiterGuess.fromFirstLine(of: path)),
                         encoding: UTF8Check.holdsUTF8(path) ? .utf8 : .windows1252)
    }
}
