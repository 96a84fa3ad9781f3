import Domain
import Foundation

/// Writes an outgoing mail as the bytes SMTP carries (RFC 5322, MIME): headers, then only the
/// levels that have something in them: multipart/mixed for attachments around
/// multipart/related for inline images around multipart/alternative for the text and its HTML
/// twin. Lines end in CRLF; text parts are quoted-printable, binary ones base64 in 76-column
/// lines; boundaries are random, so no content can hold one.
struct MIMEWriter {
    private var output: [UInt8] = []

    static func message(_ mail: OutgoingMail) -> [UInt8] {
        var writer = MIMEWriter()
        writer.output.reserveCapacity(mail.content.text.utf8.count * 3 + mail.content.partBytes * 4 / 3 + 2048)
        writer.headers(mail)
        writer.body(mail.content)
        return writer.output
    }

    private mutating func headers(_ mail: OutgoingMail) {
        line("Date: \(Self.date(mail.date))")
        line("From: \(HeaderText.mailbox(name: mail.from.name, address: mail.from.address.value))")
        line("To: \(HeaderText.mailbox(name: mail.to.name, address: mail.to.address.value))")
        line("Subject: \(HeaderText.encoded(mail.content.subject))")
        line("Message-ID: <\(mail.messageID)>")
        line("MIME-Version: 1.0")
        for header in mail.content.headers { line("\(header.name): \(header.value)") }
    }

    private mutating func body(_ content: MailContent) {
        var inner: Part = .text(content.text, subtype: "plain")
        if let html = content.html {
            inner = .multipart("alternative", [.text(content.text, subtype: "plain"), .text(html, subtype: "html")])
        }
        if !content.inline.isEmpty { inner = .multipart("related", [inner] + content.inline.map { .file($0, inline: true) }) }
        if !content.attachments.isEmpty { inner = .multipart("mixed", [inner] + content.attachments.map { .file($0, inline: false) }) }
        write(inner)
    }

    private indirect enum Part {
        case text(String, subtype: String)
        case file(MailPart, inline: Bool)
        case multipart(String, [Part])
    }

    private mutating func write(_ part: Part) {
        switch part {
        case let .text(text, subtype):
            line("Content-Type: text/\(subtype); charset=utf-8")
            line("Content-Transfer-Encoding: quoted-printable")
            line("")
            QuotedPrintable.append(text, to: &output)
        case let .file(file, inline):
            line("Content-Type: \(file.mediaType); name=\"\(Self.asciiName(file.filename))\"")
            line("Content-Transfer-Encoding: base64")
            if let id = file.contentID { line("Content-ID: <\(id)>") }
            line("Content-Disposition: \(inline ? "inline" : "attachment"); \(Self.filenameParameter(file.filename))")
            line("")
            Self.appendBase64(file.bytes, to: &output)
        case let .multipart(subtype, parts):
            let boundary = "=_rushday_" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
            line("Content-Type: multipart/\(subtype); boundary=\"\(boundary)\"")
            line("")
            for part in parts {
                line("--\(boundary)")
                write(part)
            }
            line("--\(boundary)--")
        }
    }

    private mutating func line(_ text: String) {
        output.append(contentsOf: text.utf8)
        output.append(contentsOf: [13, 10])
    }

    /// RFC 2231's `filename*=utf-8''...` for a name that is not plain ASCII.
    private static func filenameParameter(_ name: String) -> String {
        if HeaderText.isPlain(name), !name.contains("\"") { return "filename=\"\(name)\"" }
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        return "filename*=utf-8''" + (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "file")
    }

    private static func asciiName(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.isASCII && $0 != "\"" && $0.value >= 0x20 ? Character($0) : "_" })
    }

    private static func appendBase64(_ bytes: [UInt8], to output: inout [UInt8]) {
        let encoded = Array(Data(bytes).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed]).utf8)
        output.append(contentsOf: encoded)
        output.append(contentsOf: [13, 10])
    }

    /// `Tue, 24 Nov 2026 08:00:00 +0000`.
    static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
