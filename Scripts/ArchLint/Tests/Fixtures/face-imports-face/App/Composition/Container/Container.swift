import Auth
import Domain
import Events
import GRDB
import Store

/// The container may import adapters and GRDB; it conforms to the features' dependencies.
struct Container: AuthDependencies, EventsDependencies {
    var events: any EventRepository { SQLEvents() }
}
