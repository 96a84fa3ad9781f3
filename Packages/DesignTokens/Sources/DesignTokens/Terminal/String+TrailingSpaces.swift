extension String {
    /// Padding is added outside styled spans, so trailing spaces are always plain padding.
    var trimmingTrailingSpaces: String {
        guard last == " " else {
            return self
        }
        return String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
