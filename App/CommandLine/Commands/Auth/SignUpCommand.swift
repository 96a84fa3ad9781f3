import ArgumentParser
import Auth
import Domain

struct SignUpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Create an account and sign in on this machine.",
        discussion: "The password is asked twice without echo, or read from one line of stdin with --password-stdin."
    )

    @Option(help: "Your email address (how you sign in).") var email: String
    @Option(help: "Your name, as other members see it.") var name: String
    @OptionGroup var password: PasswordInputOption
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let secret = try readConfirmedPassword()
        try await global.run(.readWrite, format, present: AccountPresenter.signedUp) {
            try await SignUp($0).execute(SignUpRequest(email: email, displayName: name, password: secret))
        }
    }

    private func readConfirmedPassword() throws -> String {
        if password.passwordStdin { return try password.reader.read(["Password: "])[0] }
        let answers = try password.reader.read(["Choose a password: ", "Repeat it: "])
        guard answers[0] == answers[1] else {
            throw DomainError.invalid(field: "password", message: "the two passwords differ; try again")
        }
        return answers[0]
    }
}
