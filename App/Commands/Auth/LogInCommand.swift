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
        let account = try await LogIn(global.container()).execute(LogInRequest(email: email, password: secret))
        try global.console.show(AccountPresenter.loggedIn(account), as: format.format)
    }
}
