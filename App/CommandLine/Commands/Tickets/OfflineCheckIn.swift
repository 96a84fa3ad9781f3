import Domain
import Foundation
import Tickets

/// `tickets checkin EVENT --offline --key FILE [--list FILE] --journal FILE`: a door with no
/// database. The journal is read first (a door started again remembers who it let in), then each
/// scan let through is appended to it and flushed before its line is shown.
struct OfflineCheckIn {
    let key: String
    let list: String?
    let journal: String
    let direction: CheckInScan.Direction
    let device: String

    /// The answers, in scan order; `show` is called with each as it comes.
    func run(_ codes: [String]?, show: (OfflineScanResponse) throws -> Void) async throws -> [OfflineScanResponse] {
        let keyText = try UserFileIO.text(at: key, field: "key")
        let listText = try list.map { path throws(DomainError) in try UserFileIO.text(at: path, field: "list") }
        let past = FileManager.default.fileExists(atPath: journal)
            ? try ScanJournal.scans(try UserFileIO.text(at: journal, field: "journal"), field: "journal") : []
        let verifier = CommandLineFace.wiring.offlineVerifier
        let door = try OfflineDoor(dependencies: verifier, key: keyText, list: listText, direction: direction, device: device, journal: past)
        let file = try Self.append(journal)
        defer { try? file.close() }
        let nonces = verifier.nonces
        var scans: [OfflineScanResponse] = []
        var iterator = codes?.makeIterator()
        while let line = codes == nil ? readLine(strippingNewline: true) : iterator?.next() {
            if codes == nil, line.isEmpty || line == "\r" { continue }
            let scan = await door.scan(line, nonce: nonces.makeToken(), at: Date())
            if let entry = scan.journal {
                do {
                    try file.write(contentsOf: Data((ScanJournal.line(entry) + "\n").utf8))
                    try file.synchronize()
                } catch {
                    throw UserFileIO.readFailure(journal, field: "journal", error: error)
                }
            }
            try show(scan)
            scans.append(scan)
        }
        return scans
    }

    /// The journal opened for appending, made readable by its owner only: its codes let people in.
    private static func append(_ path: String) throws(DomainError) -> FileHandle {
        if !FileManager.default.fileExists(atPath: path),
           !FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) {
            throw .cannotCreate(field: "journal", message: "cannot create \(UserText.quoted(path)); check the folder exists and is writable")
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            return handle
        } catch {
            throw .cannotCreate(field: "journal", message: "cannot write \(UserText.quoted(path)): \(error.localizedDescription)")
        }
    }
}
