import Foundation

/// The password libpq would take from its password file (`~/.pgpass`), so a team's existing
/// file serves rushday as it serves `psql`.
///
/// The file is `PGPASSFILE`, or `.pgpass` in the home folder. Each line is
/// `hostname:port:database:username:password`; `*` in one of the first four fields matches
/// anything, `\:` and `\\` stand for `:` and `\`, lines starting with `#` are comments, and the
/// first line that matches wins. As in libpq, `localhost` is a name like any other: it matches
/// a connection to host `localhost`, not one to `127.0.0.1` (libpq's other meaning of it, a Unix
/// socket, rushday does not use).
public enum PasswordFile {
    /// nil when no line matches, the file is missing, or it is ignored: a file that group or
    /// others may read or write is ignored with libpq's warning on standard error, as `psql`
    /// does. The warning is written here because the answer cannot say why it is nil, and
    /// without it a person whose sign-in is refused would not learn that the file was skipped.
    public static func password(host: String, port: Int, database: String, username: String,
                                environment: [String: String], homeDirectory: String) -> String? {
        let path = environment["PGPASSFILE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(fileURLWithPath: homeDirectory).appendingPathComponent(".pgpass").path
        guard let text = readIfPrivate(path) else { return nil }
        let wanted = [host, String(port), database, username]
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = Self.fields(of: line)
            guard fields.count >= 5,
                  zip(fields.prefix(4), wanted).allSatisfy({ field, value in field == .wildcard || field == .text(value) }),
                  case let .text(password) = fields[4] else { continue }
            // libpq treats an empty password as none.
            return password.isEmpty ? nil : password
        }
        return nil
    }

    private enum Field: Equatable {
        case wildcard
        case text(String)
    }

    /// The line's fields up to the fifth, unescaped; the password ends at the next unescaped
    /// colon, as in libpq. Only an unescaped lone `*` is a wildcard (`\*` is a star).
    private static func fields(of line: Substring) -> [Field] {
        var fields: [Field] = []
        var current = ""
        var escaped = false
        var sawEscape = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                sawEscape = true
            } else if character == ":" {
                fields.append(field(current, escaped: sawEscape, at: fields.count))
                if fields.count == 5 { return fields }
                current = ""
                sawEscape = false
            } else {
                current.append(character)
            }
        }
        fields.append(field(current, escaped: sawEscape, at: fields.count))
        return fields
    }

    /// A password of `*` is that character, not a wildcard.
    private static func field(_ text: String, escaped: Bool, at index: Int) -> Field {
        text == "*" && !escaped && index < 4 ? .wildcard : .text(text)
    }

    /// The file's text, or nil when it is missing, not a plain file, or open to group or others.
    private static func readIfPrivate(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        guard status.st_mode & S_IFMT == S_IFREG else {
            warn("WARNING: password file \"\(path)\" is not a plain file")
            return nil
        }
        guard status.st_mode & (S_IRWXG | S_IRWXO) == 0 else {
            warn("WARNING: password file \"\(path)\" has group or world access; permissions should be u=rw (0600) or less")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func warn(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
