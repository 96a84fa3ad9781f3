import Domain

extension GuestResponse {
    /// The same answer, naming the valid tickets the guest held, read before the change (a
    /// removed guest's tickets no longer name the guest after it).
    func holding(_ held: [GuestID: [String]]) -> GuestResponse {
        GuestResponse(event: event, guest: guest, waitlisted: waitlisted, promoted: promoted, heldTickets: held[guest.id] ?? [],
                      questions: questions, placesLeft: placesLeft)
    }
}
