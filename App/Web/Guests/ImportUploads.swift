import Domain
import Foundation
import WebServer

/// Guest lists posted for import, kept on the serving machine until imported (so the preview
/// survives a closed browser or a restart), and for a day at most. Each has a folder of its own,
/// `imports/ID/`: `table`, the file as posted, and `about`, what it is (JSON); once imported, the
/// table goes and `about` keeps what the import said, for whoever opens the preview again.
/// An upload belongs to its event: asked for under another, it is not there.
struct ImportUploads {
    struct Upload: Codable {
        let id: String
        let event: EventID
        /// The file's name as the browser gave it: what the pages call it.
        let fileName: String
        let size: Int
        let uploaded: Date
        /// What the import said, once it was made.
        var imported: String?
    }

    static let keptFor: TimeInterval = 24 * 3600
    let folder: String

    init(uploadFolder: String) {
        folder = (uploadFolder as NSString).appendingPathComponent("imports")
    }

    /// Moves the posted file here, as the upload `id` of `event`, after removing uploads older
    /// than `keptFor`.
    func keep(_ file: WebUpload, id: String, event: EventID, now: Date) throws(DomainError) -> Upload {
        sweep(now: now)
        let upload = Upload(id: id, event: event, fileName: file.fileName, size: file.size, uploaded: now)
        do {
            try FileManager.default.createDirectory(atPath: place(id), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try FileManager.default.moveItem(atPath: file.path, toPath: table(id))
            try write(upload)
        } catch {
            try? FileManager.default.removeItem(atPath: place(id))
            throw .cannotCreate(field: "file", message: "cannot keep the upload on this server: \(error.localizedDescription)")
        }
        return upload
    }

    /// The upload `id` of `event`.
    func upload(_ id: String, of event: EventID) throws(DomainError) -> Upload {
        guard Self.isID(id), let data = FileManager.default.contents(atPath: about(id)),
              let upload = try? JSONDecoder().decode(Upload.self, from: data), upload.event == event
        else {
            throw .notFound(field: "upload", message: "no such upload here; it was imported more than a day ago, or never made; upload the file again")
        }
        return upload
    }

    /// Where the upload's table is.
    func table(_ id: String) -> String {
        (place(id) as NSString).appendingPathComponent("table")
    }

    /// Where the upload's table is while it is imported: moved there (one rename, atomic) by
    /// the one import that takes it, so a form posted twice imports it once.
    func claim(_ upload: Upload) throws(DomainError) -> String {
        let importing = table(upload.id) + ".importing"
        do {
            try FileManager.default.moveItem(atPath: table(upload.id), toPath: importing)
        } catch {
            throw .conflict(field: "upload", message: "this file is being imported already; its page says what the import did once it ends")
        }
        return importing
    }

    /// Whether an import took the upload's table and has not ended.
    func isImporting(_ upload: Upload) -> Bool {
        upload.imported == nil && FileManager.default.fileExists(atPath: table(upload.id) + ".importing")
    }

    /// The table put back after an import that wrote nothing, to be imported again.
    func release(_ upload: Upload) {
        try? FileManager.default.moveItem(atPath: table(upload.id) + ".importing", toPath: table(upload.id))
    }

    /// The table removed, and what its import said kept.
    func imported(_ upload: Upload, said: String) {
        var upload = upload
        upload.imported = said
        try? write(upload)
        try? FileManager.default.removeItem(atPath: table(upload.id) + ".importing")
    }

    private func sweep(now: Date) {
        for id in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let made = (try? FileManager.default.attributesOfItem(atPath: place(id)))?[.modificationDate] as? Date ?? now
            if now.timeIntervalSince(made) > Self.keptFor { try? FileManager.default.removeItem(atPath: place(id)) }
        }
    }

    private func write(_ upload: Upload) throws {
        try JSONEncoder().encode(upload).write(to: URL(fileURLWithPath: about(upload.id)), options: .atomic)
    }

    private func place(_ id: String) -> String {
        (folder as NSString).appendingPathComponent(id)
    }

    private func about(_ id: String) -> String {
        (place(id) as NSString).appendingPathComponent("about")
    }

    /// A token's letters only (`tokenGenerator`'s URL-safe base64): never a path of another folder.
    private static func isID(_ id: String) -> Bool {
        id.count >= 20 && id.utf8.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }
}

private extension UInt8 {
    var isASCIIAlphanumeric: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
