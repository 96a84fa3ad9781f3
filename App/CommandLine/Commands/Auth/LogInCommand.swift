import ArgumentParser
import Auth
import Domain

struct LogInCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "login", abstract: "Sign in on this machine.")

    @Option(help: "Your account's email address.") var email: String
    @OptionGroup var password: PasswordInputOption
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let secret = try password.reader.read(["Password: "])[0]
        try await global.run(.readWrite, format, present: AccountPresenter.loggedIn) {
            try await LogIn($0).execute(LogInRequest(email: email, password: secret))
        }
    }
}
