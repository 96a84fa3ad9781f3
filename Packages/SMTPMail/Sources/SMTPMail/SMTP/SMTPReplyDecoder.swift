import NIOCore

/// Reads a server's replies (RFC 5321 4.2): lines `CODE-text` continue a reply, `CODE text`
/// (or a bare code) ends it.
struct SMTPReplyDecoder: ByteToMessageDecoder {
    typealias InboundOut = SMTPReply

    /// A line longer than this is no SMTP server's: the connection is given up.
    private static let longestLine = 64 * 1024
    private var lines: [String] = []

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > Self.longestLine { throw SMTPReplyError.lineTooLong }
            return .needMoreData
        }
        let length = newline - buffer.readerIndex
        var line = buffer.readString(length: length) ?? ""
        buffer.moveReaderIndex(forwardBy: 1)
        if line.hasSuffix("\r") { line.removeLast() }
        let bytes = Array(line.utf8.prefix(4))
        guard bytes.count >= 3, bytes[0...2].allSatisfy({ $0 >= 48 && $0 <= 57 }),
              let code = Int(String(decoding: bytes[0...2], as: UTF8.self)) else {
            throw SMTPReplyError.notAReply(line)
        }
        lines.append(line)
        if bytes.count == 4 && bytes[3] == UInt8(ascii: "-") { return .continue }
        context.fireChannelRead(Self.wrapInboundOut(SMTPReply(code: code, lines: lines)))
        lines.removeAll(keepingCapacity: true)
        return .continue
    }
}

enum SMTPReplyError: Error, CustomStringConvertible {
    case lineTooLong
    case notAReply(String)

    var description: String {
        switch self {
        case .lineTooLong: "the server sent a line longer than 64 KiB"
        case .notAReply(let line): "the server sent something that is not an SMTP reply: \(line.prefix(200))"
        }
    }
}
