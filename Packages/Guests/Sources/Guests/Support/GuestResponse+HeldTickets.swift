import Domain

extension GuestResponse {
    /// The same answer, naming the valid tickets the guest holds (for a removed guest, read
    /// before the change: their tickets no longer name them after it).
    func holding(_ held: [String]) -> GuestResponse {
        GuestResponse(event: event, guest: guest, waitlisted: waitlisted, promoted: promoted, heldTickets: held,
                      questions: questions, placesLeft: placesLeft)
    }
}
