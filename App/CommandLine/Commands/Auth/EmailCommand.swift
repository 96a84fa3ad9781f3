import ArgumentParser
import Auth

struct EmailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "email",
        abstract: "Move your account to a new email address; you sign in with it from then on.",
        discussion: "Asks for your current password without echo, or reads it from one line of stdin with --password-stdin."
    )

    @Argument(help: "The new email address.") var email: String
    @OptionGroup var password: PasswordInputOption
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let current = try password.reader.read(["Current password: "])[0]
        try await global.run(.readWrite, format, present: AccountPresenter.emailChanged) {
            try await ChangeEmail($0).execute(ChangeEmailRequest(newEmail: email, currentPassword: current))
        }
    }
}
