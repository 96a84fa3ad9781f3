/// Zero-padded numbers for dates and offsets, written by hand: `String(format:)` is very slow on
/// Linux, and listings format thousands of these. `text` writes a whole date into one string
/// with no strings made for its parts on the way.
struct Digits {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// At most 64 bytes: a date with a 20-digit year and an offset with seconds still fits.
    static func text(_ write: (inout Digits) -> Void) -> String {
        String(unsafeUninitializedCapacity: 64) { buffer in
            var digits = Digits(buffer)
            write(&digits)
            return digits.count
        }
    }

    static func pad(_ value: Int, _ width: Int = 2) -> String {
        text { $0.pad(value, width) }
    }

    /// The number's decimal text (with its sign), zeros put in front up to `width` characters.
    mutating func pad(_ value: Int, _ width: Int = 2) {
        // Nearly every call is a month, day, hour, minute or second, or a four-digit year.
        if width == 2, (0..<100).contains(value) {
            buffer[count] = UInt8(ascii: "0") + UInt8(value / 10)
            buffer[count + 1] = UInt8(ascii: "0") + UInt8(value % 10)
            count += 2
            return
        }
        var magnitude = value.magnitude
        var length = value < 0 ? 2 : 1
        var scale: UInt = 1
        while magnitude / scale >= 10 {
            scale *= 10
            length += 1
        }
        for _ in length..<max(width, length) { append("0") }
        if value < 0 { append("-") }
        while scale > 0 {
            buffer[count] = UInt8(ascii: "0") + UInt8(magnitude / scale)
            count += 1
            magnitude %= scale
            scale /= 10
        }
    }

    mutating func append(_ character: Unicode.Scalar) {
        buffer[count] = UInt8(ascii: character)
        count += 1
    }
}
