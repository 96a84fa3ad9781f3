extension Guest {
    /// Where a ticket's holder stands in the guest's party, for showing the party's tickets in
    /// its order wherever they are shown (the guest's page, the printable view, the tickets
    /// mail): the guest first, then the named plus-ones in the order given, then "Name +N" by
    /// N; a holder the party does not name comes last.
    public func partyPlace(ofHolder holder: String) -> Int {
        if holder == name { return 0 }
        if let index = plusOnes.firstIndex(of: holder) { return index + 1 }
        let prefix = name + " +"
        if holder.hasPrefix(prefix), let number = Int(holder.dropFirst(prefix.count)), number > 0 { return number }
        return Int.max
    }

    /// `items` in the party's order (`partyPlace`), keeping their order among equals.
    public func inPartyOrder<Item>(_ items: [Item], holder: (Item) -> String) -> [Item] {
        items.enumerated().sorted { first, second in
            (partyPlace(ofHolder: holder(first.element)), first.offset) < (partyPlace(ofHolder: holder(second.element)), second.offset)
        }.map(\.element)
    }
}
