import Domain
import Foundation
import SessionFile
import Testing

@Suite final class SessionFileStoreTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("rushday-session-\(UUID().uuidString)")
        .appendingPathComponent("nested")

    deinit { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }

    @Test func loadsNothingBeforeASave() throws {
        #expect(try SessionFileStore(directory: directory).load() == nil)
    }

    @Test func savesAndLoadsTheToken() throws {
        let store = SessionFileStore(directory: directory)
        try store.save("abc-token")
        #expect(try store.load() == "abc-token")
        try store.save("second")
        #expect(try store.load() == "second")
    }

    @Test func fileIsReadableByItsOwnerOnly() throws {
        try SessionFileStore(directory: directory).save("secret")
        let file = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("session").path)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func leavesNoTemporaryFileBehind() throws {
        try SessionFileStore(directory: directory).save("secret")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session"])
    }

    @Test func clearRemovesTheTokenAndIsIdempotent() throws {
        let store = SessionFileStore(directory: directory)
        try store.save("secret")
        try store.clear()
        try store.clear()
        #expect(try store.load() == nil)
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660])
    func aFileOthersCanReachIsRefusedWithTheFix(mode: Int) throws {
        let store = SessionFileStore(directory: directory)
        try store.save("secret")
        let path = directory.appendingPathComponent("session").path
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        let error = #expect(throws: DomainError.self) { try store.load() }
        #expect(error?.category == .io)
        #expect(error?.message.hasPrefix("session: ") == true)
        #expect(error?.message.contains("chmod 600 \(path)") == true, "\(error?.message ?? "")")
    }

    @Test func aFolderWhereTheFileShouldBeIsOnePlainLine() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("session"), withIntermediateDirectories: true)
        let error = #expect(throws: DomainError.self) { try SessionFileStore(directory: directory).load() }
        #expect(error?.message.hasPrefix("session: ") == true)
        #expect(error?.message.contains("NSCocoaErrorDomain") == false, "\(error?.message ?? "")")
    }

    @Test func anUnwritableDirectoryIsAnIOError() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-blocker-\(UUID().uuidString)")
        try Data("file".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let store = SessionFileStore(directory: blocker.appendingPathComponent("config"))
        #expect(throws: DomainError.self) { try store.save("secret") }
        #expect(throws: DomainError.self) { try store.load() }
    }
}
