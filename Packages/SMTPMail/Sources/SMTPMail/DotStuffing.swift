/// The message as DATA carries it (RFC 5321 4.5.2): a line that begins with "." gets a second
/// one, and CRLF.CRLF ends it.
enum DotStuffing {
    static func data(_ message: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(message.count + 64)
        var lineStart = true
        for byte in message {
            if lineStart, byte == UInt8(ascii: ".") { output.append(byte) }
            output.append(byte)
            lineStart = byte == 10
        }
        if !(output.suffix(2) == [13, 10]) { output.append(contentsOf: [13, 10]) }
        output.append(contentsOf: Array(".\r\n".utf8))
        return output
    }
}
