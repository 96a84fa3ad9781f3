import Auth
import Domain
import Store

struct Container: AuthDependencies {
    var events: any EventRepository { SQLEvents() }
}
