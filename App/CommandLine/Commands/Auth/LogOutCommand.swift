import ArgumentParser
import Auth

struct LogOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: "Sign out on this machine and end the session.")

    @Flag(help: "Sign out of every session of your account: every machine and every browser, this one included.")
    var everywhere = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        if everywhere {
            try await global.run(.readWrite, format, present: AccountPresenter.loggedOutEverywhere) { try await LogOutEverywhere($0).execute() }
        } else {
            try await global.run(.readWrite, format, present: AccountPresenter.loggedOut) { try await LogOut($0).execute() }
        }
    }
}
