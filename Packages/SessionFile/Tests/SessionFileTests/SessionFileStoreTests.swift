import Domain
import Foundation
import SessionFile
import Testing

@Suite struct SessionFileStoreTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("rushday-session-\(UUID().uuidString)")
        .appendingPathComponent("nested")

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

    @Test func anUnwritableDirectoryIsAnIOError() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-blocker-\(UUID().uuidString)")
        try Data("file".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let store = SessionFileStore(directory: blocker.appendingPathComponent("config"))
        #expect(throws: DomainError.self) { try store.save("secret") }
        #expect(throws: DomainError.self) { try store.load() }
    }
}
