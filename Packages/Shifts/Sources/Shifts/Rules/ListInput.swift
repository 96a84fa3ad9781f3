import Foundation

/// A list typed into one place (an import's cell, a form's field): "Bar=2, Door=1", "Bar; Door",
/// or one a line; items split at commas, semicolons and line ends, blanks dropped.
public enum ListInput {
    public static func items(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: { $0 == "," || $0 == ";" || $0.isNewline })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
