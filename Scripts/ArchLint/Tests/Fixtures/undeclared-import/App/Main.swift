import Auth
import Domain

struct Wiring {
    let card = AuthCard(tone: 1)
    var repository: (any EventRepository)?
}
