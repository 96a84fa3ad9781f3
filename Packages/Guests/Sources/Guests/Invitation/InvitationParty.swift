import Domain

/// How many people a guest brings, chosen on their own page: at most `Guest.mayBring`, the
/// number the organiser set, which stays the limit however many the guest chooses.
enum InvitationParty {
    static func bring(_ party: Int?, named names: [String]?, guest: inout Guest) throws(DomainError) {
        let limit = guest.mayBring
        let count = party ?? names.map(\.count) ?? guest.others
        guard count <= limit else {
            let allowed = limit == 0 ? "this invitation is for you alone" : "this invitation is for you and up to \(Plural.of(limit, "other person", "other people"))"
            throw .invalid(field: "party", message: "\(Plural.of(count, "person", "people")) is more than allowed: \(allowed)")
        }
        let named = names ?? (count == guest.plusOnes.count ? guest.plusOnes : [])
        guard named.isEmpty || named.count == count else {
            throw .invalid(field: "plus-ones", message: "\(Plural.of(named.count, "name")) for \(Plural.of(count, "person", "people")); name everyone you bring, or no one")
        }
        let chosen = try GuestFields.party(count, plusOnes: named)
        guest.partyLimit = limit
        (guest.others, guest.plusOnes) = chosen
    }
}
