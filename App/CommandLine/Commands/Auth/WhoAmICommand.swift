import ArgumentParser
import Auth

struct WhoAmICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "whoami", abstract: "Show who is signed in on this machine.")

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: AccountPresenter.whoAmI) { try await WhoAmI($0).execute() }
    }
}
