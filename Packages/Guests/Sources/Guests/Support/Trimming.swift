import Foundation

/// The whitespace `trimmingScalars` removes: Foundation's sets, with the ASCII scalars (nearly
/// every end of every cell of an import) told without making a `CharacterSet`, which costs an
/// allocation each time one is named.
enum TrimmedScalars {
    case whitespaces, whitespacesAndNewlines

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch (self, scalar.value) {
        case (_, 0x20), (_, 0x09): true
        case (.whitespacesAndNewlines, 0x0A...0x0D): true
        case (_, 0..<0x80): false
        case (.whitespaces, _): CharacterSet.whitespaces.contains(scalar)
        case (.whitespacesAndNewlines, _): CharacterSet.whitespacesAndNewlines.contains(scalar)
        }
    }
}

extension String {
    /// What `trimmingCharacters(in:)` returns for the whitespace sets used here (all their
    /// scalars in the Basic Multilingual Plane): `set`'s scalars removed from both ends. Without
    /// the bridge to NSString, which was a fifth of importing 100,000 guests.
    func trimmingScalars(in set: TrimmedScalars) -> String {
        if let first = unicodeScalars.first, let last = unicodeScalars.last, !set.contains(first), !set.contains(last) {
            return self
        }
        return Substring(self).trimmingScalars(in: set)
    }
}

extension Substring {
    /// `trimmingCharacters(in:)` without Foundation, as `String.trimmingScalars(in:)`.
    func trimmingScalars(in set: TrimmedScalars) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, set.contains(scalars[start]) {
            start = scalars.index(after: start)
        }
        while start < end {
            let last = scalars.index(before: end)
            guard set.contains(scalars[last]) else { break }
            end = last
        }
        return String(scalars[start..<end])
    }
}
