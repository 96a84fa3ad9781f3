import CSVFiles
import Domain
import Foundation
import Testing

/// The words and codes of a wrong path, for every file a command reads or writes.
@Suite final class UserFilesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("userfiles-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func writingSaysWhatIsWrongWithThePath() throws {
        let data = Data("x".utf8)
        #expect(throws: DomainError.io(field: "output", message: "\(folder.path) is a folder, not a file; give the path of a file")) {
            try UserFiles.write(data, to: folder.path, replacing: true, field: "output")
        }
        let nowhere = folder.appendingPathComponent("no/such")
        #expect(throws: DomainError.io(field: "output", message: "\(nowhere.path)/a.csv cannot be written: there is no folder \(nowhere.path); create it first, or choose another path")) {
            try UserFiles.write(data, to: nowhere.path + "/a.csv", replacing: false, field: "output")
        }
        let file = folder.appendingPathComponent("a.csv")
        try UserFiles.write(data, to: file.path, replacing: false, field: "output")
        #expect(throws: DomainError.cannotCreate(field: "output", message: "\(file.path) already exists; choose another file, or replace it")) {
            try UserFiles.write(Data("y".utf8), to: file.path, replacing: false, field: "output")
        }
        #expect(throws: DomainError.io(field: "output", message: "\(file.path)/b.csv cannot be written: \(file.path) is a file, not a folder")) {
            try UserFiles.write(data, to: file.path + "/b.csv", replacing: false, field: "output")
        }
        try UserFiles.write(Data("y".utf8), to: file.path, replacing: true, field: "output")
        #expect(try Data(contentsOf: file) == Data("y".utf8))
    }

    @Test func readingTellsAMissingFileFromAFolder() throws {
        #expect(throws: DomainError.io(field: "file", message: "\(folder.path) is a folder, not a file; give the path of a file")) {
            try UserFiles.requireReadable(folder.path, field: "file")
        }
        let missing = folder.appendingPathComponent("none.csv").path
        #expect(throws: DomainError.inputMissing(field: "file", message: "\(missing) does not exist; check the path")) {
            try UserFiles.requireReadable(missing, field: "file")
        }
        #expect(DomainError.inputMissing(field: "file", message: "x").category == .inputMissing)
        #expect(DomainError.io(field: "file", message: "x").category == .io)
    }
}
