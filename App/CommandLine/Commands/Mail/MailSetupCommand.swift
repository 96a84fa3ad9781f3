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
            TLS from the start. A change names only what changes (the first set-up needs --smtp and --from); \
            without options, shows the set-up.
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
        guard changesSomething else { return }
        // A password typed into the address is on the command line already: a usage error, said without it.
        if let smtp, URLComponents(string: smtp.trimmingCharacters(in: .whitespaces))?.password != nil {
            throw ValidationError("--smtp: holds a password; give it on standard input (--password-stdin) or in RUSHDAY_SMTP_PASSWORD, never in the address")
        }
        _ = try publicAddresses
    }

    /// `--public-url` when given, and RUSHDAY_PUBLIC_URL for a first set-up given none, each checked.
    private var publicAddresses: (given: String?, fallback: String?) {
        get throws {
            if publicURL != nil { return (try PublicURL(flag: publicURL).base, nil) }
            guard ProcessEnvironment.variables[PublicURL.variable]?.isEmpty == false else { return (nil, nil) }
            return (nil, try PublicURL(flag: nil).base)
        }
    }

    private var changesSomething: Bool {
        smtp != nil || from != nil || perMinute != nil || publicURL != nil || passwordStdin
    }

    func run() async throws {
        let passwordFile = CommandLineFace.wiring.mailPassword(global.paths)
        guard changesSomething else {
            let known = try passwordFile.read() != nil
            try await global.run(.readOnly, format, present: { MailSetupPresenter.setup($0, words: .terminal) }) { try await ShowMailSetup($0).execute(passwordKnown: known) }
            return
        }
        let addresses = try publicAddresses
        let request = MailSetupRequest(smtp: smtp, from: from, publicURL: addresses.given, defaultPublicURL: addresses.fallback, perMinute: perMinute)
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
