import ArgumentParser
import Domain
import RushDayCommandLine

/// What the command line is given: the features' command groups, the container over a store,
/// the adapters behind files and databases, and `serve`.
struct Composition: CommandLineComposition {
    var commandGroups: [any ParsableCommand.Type] { Features.all.map(\.commands) }

    func container(_ paths: StorePaths, access: StoreAccess, clock: (any Clock)?) throws(DomainError) -> any CommandContainer {
        if let clock { return try AppContainer(paths: paths, access: access, clock: clock) }
        return try AppContainer(paths: paths, access: access)
    }

    var files: any CommandLineFiles { AdapterFiles() }
    var databases: any DatabaseLocations { StoreLocations() }
    var offlineVerifier: any OfflineVerification { OfflineVerifier() }

    func mailPassword(_ paths: StorePaths) -> any MailPasswordKeeper {
        paths.mailPassword
    }

    func serve(_ request: ServeRequest) async throws {
        try await Serving(request).run()
    }
}
