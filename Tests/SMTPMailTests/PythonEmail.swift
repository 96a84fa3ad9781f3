import Foundation

/// Python's `email` package (policy=default) reading messages: the outside judge of the
/// writer. Each message comes back as JSON describing its headers and its tree of parts.
enum PythonEmail {
    struct Message: Decodable {
        var subject: String
        var from: [Mailbox]
        var to: [Mailbox]
        var messageID: String
        var date: String
        var mimeVersion: String
        var headers: [String: String]
        var defects: [String]
        var root: Part
        var longestLine: Int
    }

    struct Mailbox: Decodable, Equatable {
        var name: String
        var address: String
    }

    struct Part: Decodable {
        var contentType: String
        var disposition: String?
        var filename: String?
        var contentID: String?
        var charset: String?
        var text: String?
        /// The part's bytes, decoded from its transfer encoding (base64 in the JSON).
        var base64: String?
        var children: [Part]

        /// Depth-first, this part first.
        var all: [Part] { [self] + children.flatMap(\.all) }
    }

    private static let program = #"""
import sys, json, base64, email, email.policy
out = []
for path in sys.argv[1:]:
    raw = open(path, 'rb').read()
    m = email.message_from_bytes(raw, policy=email.policy.default)
    def part(p):
        d = {"contentType": p.get_content_type(), "disposition": p.get_content_disposition(),
             "filename": p.get_filename(), "contentID": p.get("Content-ID"),
             "charset": p.get_content_charset(), "children": []}
        if p.is_multipart():
            d["children"] = [part(c) for c in p.iter_parts()]
        else:
            d["base64"] = base64.b64encode(p.get_payload(decode=True)).decode()
            if p.get_content_maintype() == "text":
                d["text"] = p.get_content().replace("\r\n", "\n")  # the wire's line ends, as a reader sees them
        return d
    mailboxes = lambda h: [{"name": a.display_name, "address": a.addr_spec} for a in m[h].addresses]
    out.append({"subject": str(m["Subject"]), "from": mailboxes("From"), "to": mailboxes("To"),
                "messageID": str(m["Message-ID"]), "date": str(m["Date"]), "mimeVersion": str(m["MIME-Version"]),
                "headers": {k: str(v) for k, v in m.items()},
                "defects": [type(d).__name__ for p in m.walk() for d in p.defects],
                "root": part(m), "longestLine": max(len(l) for l in raw.split(b"\r\n"))})
print(json.dumps(out))
"""#

    static func parse(_ messages: [Data]) throws -> [Message] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("smtpmail-judge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, message) in messages.enumerated() {
            let path = folder.appendingPathComponent("\(index).eml")
            try message.write(to: path)
            paths.append(path.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([Message].self, from: data)
    }
}
