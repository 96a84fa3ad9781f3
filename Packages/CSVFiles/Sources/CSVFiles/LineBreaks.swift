/// Line breaks inside a quoted value, so each record's line number stays true: CR LF counts once.
enum LineBreaks {
    static func count(in field: String) -> Int {
        var count = 0
        var afterCR = false
        for byte in field.utf8 {
            if byte == 13 {
                count += 1
                afterCR = true
            } else {
                if byte == 10, !afterCR { count += 1 }
                afterCR = false
            }
        }
        return count
    }
}
