import ICalendar

extension ContentLine {
    /// Undoes `folded` as a reader does: CRLF followed by one space or tab joins the lines.
    /// Done on octets: as Characters, a space before a combining mark is one grapheme with it,
    /// and "\r\n " would not be found.
    static func unfolded(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var lines: [String] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                if index + 2 < bytes.count, bytes[index + 2] == 0x20 || bytes[index + 2] == 0x09 {
                    index += 3
                    continue
                }
                lines.append(String(decoding: current, as: UTF8.self))
                current = []
                index += 2
                continue
            }
            current.append(bytes[index])
            index += 1
        }
        if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
        return lines
    }
}
