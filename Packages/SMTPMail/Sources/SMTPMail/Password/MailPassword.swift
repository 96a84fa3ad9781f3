public import Domain
public import Foundation

/// The SMTP server's password on this machine, never in the store, a URL or a command line:
/// `RUSHDAY_SMTP_PASSWORD`, else the file `smtp-password` beside the session (0600, refused when
/// others may read it, as PostgreSQL refuses such a .pgpass). `mail setup --password-stdin`
/// writes the file.
public struct MailPassword: MailPasswordKeeper {
    public static let variable = "RUSHDAY_SMTP_PASSWORD"

    public let file: URL
    let environment: [String: String]

    /// `configDirectory`: the folder of this machine's session file.
    public init(configDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        file = configDirectory.appendingPathComponent("smtp-password")
        self.environment = environment
    }

    /// Nil when the machine has none (a server without AUTH needs none).
    public func read() throws(DomainError) -> String? {
        if let given = environment[Self.variable], !given.isEmpty { return given }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
            throw .invalid(field: "password", message: "\(file.path) may be read by others; make it yours alone with 'chmod 600 \(file.path)'")
        }
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
            throw .io(field: "password", message: "cannot read \(file.path)")
        }
        let password = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return password.isEmpty ? nil : password
    }

    /// Writes the password beside the file (0600 before a byte goes in), to be put in place by
    /// `keep` once the set-up is stored, or removed by `discard` when it is refused: a refused
    /// `mail setup` leaves the machine as it was.
    public func stage(_ password: String) throws(DomainError) -> any StagedMailPassword {
        let manager = FileManager.default
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".smtp-password.\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            guard manager.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: Data((password + "\n").utf8))
            try handle.close()
        } catch {
            try? manager.removeItem(at: temporary)
            throw .cannotCreate(field: "password", message: "cannot write \(file.path): \(error.localizedDescription)")
        }
        return StagedPassword(temporary: temporary, file: file)
    }
}

/// A password written beside its file, not yet in place.
struct StagedPassword: StagedMailPassword {
    let temporary: URL
    let file: URL

    /// `rename(2)`: the old file, if any, is replaced in one step.
    public func keep() throws(DomainError) {
        guard rename(temporary.path, file.path) == 0 else {
            discard()
            throw .cannotCreate(field: "password", message: "cannot put the password in \(file.path): \(String(cString: strerror(errno)))")
        }
    }

    public func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }
}
