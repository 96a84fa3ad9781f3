import Foundation

extension String {
    /// What `trimmingCharacters(in:)` returns for the whitespace sets used here (all their
    /// scalars in the Basic Multilingual Plane): `set`'s scalars removed from both ends. Without
    /// the bridge to NSString, which was a fifth of importing 100,000 guests.
    func trimmingScalars(in set: CharacterSet) -> String {
        if let first = unicodeScalars.first, let last = unicodeScalars.last, !set.contains(first), !set.contains(last) {
            return self
        }
        return Substring(self).trimmingScalars(in: set)
    }
}

extension Substring {
    /// `trimmingCharacters(in:)` without Foundation, as `String.trimmingScalars(in:)`.
    func trimmingScalars(in set: CharacterSet) -> String {
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
