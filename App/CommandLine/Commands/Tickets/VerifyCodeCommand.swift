import ArgumentParser
import Domain
import Foundation
import Tickets

struct VerifyCodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Check a ticket code with nothing but the event's key file (no database, no account).",
        discussion: "Cancellations are in the database: 'tickets checkin' knows them, verify cannot.")

    @Argument(help: "The ticket's code (RT1:...).") var code: String
    @Option(help: "The key file 'tickets key export' wrote.") var key: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        guard FileManager.default.fileExists(atPath: key) else {
            throw DomainError.inputMissing(field: "key", message: "no file \(UserText.quoted(key)); write one with 'rushday tickets key export EVENT > FILE'")
        }
        try UserFileIO.requireReadable(key, field: "key")
        // Through a file handle: a pipe (`--key <(...)`) or a device has no size to read up to.
        let data: Data
        do {
            data = try FileHandle(forReadingFrom: URL(fileURLWithPath: key)).readToEnd() ?? Data()
        } catch {
            throw UserFileIO.readFailure(key, field: "key", error: error)
        }
        let text = String(decoding: data, as: UTF8.self)
        let response = try await VerifyCode(CommandLineFace.wiring.offlineVerifier).execute(VerifyCodeRequest(code: code, key: text))
        try global.console.show(KeyPresenter.verified(response), as: format.format)
    }
}
