import Domain

/// The people a registration brings: at most the event's `Registration.party`, named or not
/// (names given must name them all).
enum RegistrationParty {
    static func check(_ party: Int, named raw: [String], limit: Int) throws(DomainError) -> (others: Int, plusOnes: [String]) {
        guard party >= 0 else { throw .invalid(field: "party", message: "choose how many people you bring: 0 or more") }
        guard party <= limit else {
            let allowed = limit == 0 ? "each registration is for one person" : "each registration brings at most \(Plural.of(limit, "other person", "other people"))"
            throw .invalid(field: "party", message: "\(Plural.of(party, "other person", "other people")) is more than allowed: \(allowed)")
        }
        let names = raw.filter { !$0.trimmingScalars(in: .whitespaces).isEmpty }
        guard names.isEmpty || names.count == party else {
            throw .invalid(field: "plus-ones", message: "\(Plural.of(names.count, "name")) for \(Plural.of(party, "other person", "other people")); name everyone you bring, or no one")
        }
        return try GuestFields.party(party, plusOnes: names)
    }
}
