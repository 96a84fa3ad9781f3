/// Zero-padded numbers for dates and offsets, by hand: `String(format:)` is very slow on Linux
/// and listings format thousands of these.
enum Digits {
    static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
