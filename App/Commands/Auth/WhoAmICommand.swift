import ArgumentParser
import Auth

struct WhoAmICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "whoami", abstract: "Show who is signed in on this machine.")

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let account = try await WhoAmI(global.readingContainer()).execute()
        try global.console.show(AccountPresenter.whoAmI(account), as: format.format)
    }
}
