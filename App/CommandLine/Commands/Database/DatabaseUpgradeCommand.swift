import ArgumentParser
import Domain

struct DatabaseUpgradeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upgrade",
        abstract: "Bring the database's schema up to this rushday's.",
        discussion: """
        Every command upgrades a database made by an older rushday when it opens it and can write it, saying so once; \
        this does only that, for a store the commands that use it may not write (a read-only file, a reading role), \
        run where it can be written. Nothing else changes; a database already up to date is left as it is.
        """
    )

    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let before = try await CommandLineFace.wiring.databases.summary(at: global.paths.database)
        let after = try await CommandLineFace.wiring.databases.upgrade(at: global.paths.database)
        try global.console.show(StorePresenter.upgraded(from: before, to: after), as: format.format)
    }
}
