import Agenda
import Guests
import Tickets

/// What a guest's page shows, read through its three use cases: kept between changes to the
/// store (`Drawings`), by the link's digest, as the page is drawn anew for each visit with its
/// own form token.
struct GuestPageContent: Sendable {
    let invitation: InvitationResponse
    let tickets: GuestTicketsResponse
    let programme: ExportAgendaResponse
}
