import ArgumentParser
import Auth

struct LogOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: "Sign out on this machine and end the session.")

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let response = try await LogOut(global.container()).execute()
        try global.console.show(AccountPresenter.loggedOut(response), as: format.format)
    }
}
