import ArgumentParser
import Domain
import Foundation
import Mail

struct MailSetupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup", abstract: "Set the store's mail server and sender, or show them.",
        discussion: """
            One set-up serves every event of the store. The server's password is never part of the address: \
            give it with --password-stdin (kept in a 0600 file beside the session) or in RUSHDAY_SMTP_PASSWORD \
            on each machine that sends. STARTTLS is required unless ?tls=none; ?tls=implicit (port 465) speaks \
            TLS from the start. Without options, shows the set-up.
            """)

    @Option(help: ArgumentHelp("The server: smtp://[USER@]HOST[:PORT][?tls=starttls|implicit|none].", valueName: "url")) var smtp: String?
    @Option(help: ArgumentHelp("The sender: \"Name <address>\".", valueName: "mailbox")) var from: String?
    @Option(help: ArgumentHelp("The address guests reach 'rushday serve' at, which mailed links begin with (default: RUSHDAY_PUBLIC_URL).", valueName: "url"))
    var publicURL: String?
    @Option(help: "The most messages sent a minute (default: as fast as the server takes them).") var perMinute: Int?
    @Flag(help: "Read the server's password from standard input and keep it in a 0600 file.") var passwordStdin = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard smtp != nil || from != nil || perMinute != nil || publicURL != nil || passwordStdin else { return }
        guard let smtp else { throw ValidationError("--smtp: missing; give the server as smtp://USER@HOST:587") }
        // A password typed into the address is on the command line already: a usage error, said without it.
        if URLComponents(string: smtp.trimmingCharacters(in: .whitespaces))?.password != nil {
            throw ValidationError("--smtp: holds a password; give it on standard input (--password-stdin) or in RUSHDAY_SMTP_PASSWORD, never in the address")
        }
        guard from != nil else { throw ValidationError("--from: missing; give the sender as \"Name <address>\"") }
        _ = try PublicURL(flag: publicURL)
    }

    func run() async throws {
        let passwordFile = MailPassword(paths: global.paths)
        guard let smtp, let from else {
            let known = try passwordFile.read() != nil
            try await global.run(.readOnly, format, present: { MailSetupPresenter.setup($0, words: .terminal) }) { try await ShowMailSetup($0).execute(passwordKnown: known) }
            return
        }
        let request = MailSetupRequest(smtp: smtp, from: from, publicURL: try PublicURL(flag: publicURL).base, perMinute: perMinute)
        let typed = passwordStdin ? try PasswordReader(fromStandardInput: true).read(["SMTP password: "]).first : nil
        let staged = try typed.map { password throws(DomainError) in try password.isEmpty ? nil : passwordFile.stage(password) } ?? nil
        do {
            try await global.run(.readWrite, format, present: { MailSetupPresenter.setup($0, words: .terminal) }) { container in
                let known = try staged != nil || passwordFile.read() != nil
                return try await SetUpMail(container).execute(request, passwordKnown: known)
            }
        } catch {
            staged?.discard()
            throw error
        }
        try staged?.keep()
    }
}
