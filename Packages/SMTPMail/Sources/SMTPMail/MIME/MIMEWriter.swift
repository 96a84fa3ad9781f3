public import Domain

/// Writes an outgoing mail as an RFC 5322 message with MIME (RFC 2045-2047, 2231): 7-bit
/// ASCII with CRLF line ends, the structure as deep as the content needs and no deeper:
/// multipart/mixed { multipart/related { multipart/alternative { text, html }, inline... },
/// attachments... }.
public enum MIMEWriter {
    /// The message's bytes, before SMTP's dot-stuffing.
    public static func message(_ mail: OutgoingMail) -> [UInt8] {
        var out: [UInt8] = []
        write(mail, into: &out)
        return out
    }

    /// Appends the message to `out`: a sender writing many reuses one buffer.
    static func write(_ mail: OutgoingMail, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + 2048 + mail.content.text.utf8.count * 2 + (mail.content.html?.utf8.count ?? 0) * 2
                            + mail.content.partBytes * 4 / 3 + mail.content.partBytes / 38)
        MIMEEncoding.header("Date", [RFC5322Date.string(mail.date)], into: &out)
        MIMEEncoding.header("From", mailbox(mail.from), into: &out)
        MIMEEncoding.header("To", mailbox(mail.to), into: &out)
        MIMEEncoding.header("Subject", MIMEEncoding.unstructured(mail.content.subject), into: &out)
        MIMEEncoding.header("Message-ID", ["<\(mail.messageID)>"], into: &out)
        MIMEEncoding.header("MIME-Version", ["1.0"], into: &out)
        for header in mail.content.headers {
            MIMEEncoding.header(header.name, header.value.split(separator: " ", omittingEmptySubsequences: false).map(String.init),
                                into: &out)
        }
        write(entity(mail.content), into: &out)
    }

    /// `Name <address>`, or the address alone.
    private static func mailbox(_ mailbox: MailAddress) -> [String] {
        guard let name = mailbox.name, !name.isEmpty else { return [mailbox.address.value] }
        return MIMEEncoding.phrase(name) + ["<\(mailbox.address.value)>"]
    }

    private indirect enum Entity {
        case text(String, subtype: String)
        case file(MailPart, disposition: String)
        case multipart(String, [Entity])
    }

    private static func entity(_ content: MailContent) -> Entity {
        var body = Entity.text(content.text, subtype: "plain")
        if let html = content.html {
            body = .multipart("alternative", [body, .text(html, subtype: "html")])
        }
        if !content.inline.isEmpty {
            body = .multipart("related", [body] + content.inline.map { .file($0, disposition: "inline") })
        }
        if !content.attachments.isEmpty {
            body = .multipart("mixed", [body] + content.attachments.map { .file($0, disposition: "attachment") })
        }
        return body
    }

    /// A boundary that cannot occur in the content: `=_` is in neither quoted-printable (where
    /// `=` is always followed by two hex digits or a line end) nor base64, and each multipart
    /// subtype occurs once per message, so none is a prefix of another.
    private static func boundary(_ subtype: String) -> String { "=_RushDay_\(subtype)" }

    private static func write(_ entity: Entity, into out: inout [UInt8]) {
        switch entity {
        case .text(let text, let subtype):
            MIMEEncoding.header("Content-Type", ["text/\(subtype);", "charset=utf-8"], into: &out)
            MIMEEncoding.header("Content-Transfer-Encoding", ["quoted-printable"], into: &out)
            out += MIMEEncoding.crlf
            MIMEEncoding.quotedPrintable(text, into: &out)
        case .file(let part, let disposition):
            MIMEEncoding.header("Content-Type", [part.mediaType], into: &out)
            MIMEEncoding.header("Content-Transfer-Encoding", ["base64"], into: &out)
            if let contentID = part.contentID {
                MIMEEncoding.header("Content-ID", ["<\(contentID)>"], into: &out)
            }
            MIMEEncoding.header("Content-Disposition", ["\(disposition);", MIMEEncoding.filenameParameter(part.filename)],
                                into: &out)
            out += MIMEEncoding.crlf
            MIMEEncoding.base64Lines(part.bytes, into: &out)
        case .multipart(let subtype, let children):
            let delimiter = Array("\r\n--\(boundary(subtype))".utf8)
            MIMEEncoding.header("Content-Type", ["multipart/\(subtype);", "boundary=\"\(boundary(subtype))\""], into: &out)
            out += MIMEEncoding.crlf
            for child in children {
                // The CRLF before a delimiter belongs to it (RFC 2046 5.1.1): the part keeps its own.
                out += delimiter
                out += MIMEEncoding.crlf
                write(child, into: &out)
            }
            out += delimiter
            out += Array("--".utf8)
            out += MIMEEncoding.crlf
        }
    }
}
