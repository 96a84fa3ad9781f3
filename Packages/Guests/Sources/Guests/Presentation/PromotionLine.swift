import DesignTokens
import Domain

/// The line every guests command prints for a party the waitlist let in, so an organiser sees
/// whom to tell, whichever change freed the places.
enum PromotionLine {
    static func block(_ guest: Guest) -> Block {
        .status(.success, "Promoted from the waitlist: \(guest.handle) (\(Plural.of(guest.heads, "head")))", .success)
    }

    /// A guest who declined or was removed yet holds valid tickets: a door admits them until
    /// they are cancelled, so the organiser is told which.
    static func stillHeld(_ guest: Handle, _ tickets: [String], _ change: String, words: FaceWords) -> Block {
        .status(.warning, "\(guest) \(change) but still holds \(Plural.of(tickets.count, "valid ticket")): \(tickets.joined(separator: ", ")); a door admits \(Plural.noun(tickets.count, "it", "them")) until cancelled \(words.step(.cancelTickets))", .warning)
    }

    /// What a dry run would promote.
    static func wouldBe(_ guest: Guest) -> Block {
        .status(.success, "Would be promoted from the waitlist: \(guest.handle) (\(Plural.of(guest.heads, "head")))", .success)
    }
}
