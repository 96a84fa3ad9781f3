import ArgumentParser
import Auth

struct LogOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: "Sign out on this machine and end the session.")

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: AccountPresenter.loggedOut) { try await LogOut($0).execute() }
    }
}
