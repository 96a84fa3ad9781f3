import NIOCore

/// SMTP's data transparency (RFC 5321 4.5.2): a line starting with "." gets another, and the
/// data ends with CRLF.CRLF (after a CRLF of its own if the message lacks one).
enum DotStuffing {
    static func write(_ message: [UInt8], into buffer: inout ByteBuffer) {
        buffer.reserveCapacity(minimumWritableBytes: message.count + message.count / 64 + 5)
        var runStart = 0
        var atLineStart = true
        for index in message.indices {
            let byte = message[index]
            if atLineStart && byte == UInt8(ascii: ".") {
                buffer.writeBytes(message[runStart..<index])
                buffer.writeInteger(UInt8(ascii: "."))
                runStart = index
            }
            atLineStart = byte == 10
        }
        buffer.writeBytes(message[runStart...])
        if !message.isEmpty && message.last != 10 { buffer.writeString("\r\n") }
        buffer.writeString(".\r\n")
    }
}
