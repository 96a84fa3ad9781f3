import ArgumentParser
import Auth

struct RenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Change the name other members see next to your email.")

    @Argument(help: "Your name, as other members see it.") var name: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: AccountPresenter.renamed) {
            try await RenameAccount($0).execute(RenameAccountRequest(displayName: name))
        }
    }
}
