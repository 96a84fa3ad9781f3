import Tickets

/// The running count a door's page shows ("12 admitted · 3 refused"). The door's script keeps
/// it per device in the browser; without script it travels in the page's forms, since each
/// request opens the door afresh.
struct DoorCount {
    static let admittedField = "admitted"
    static let refusedField = "refused"

    var admitted = 0
    var refused = 0

    init() {}

    init(form: [String: String]) {
        admitted = Self.number(form[Self.admittedField])
        refused = Self.number(form[Self.refusedField])
    }

    /// A count as posted, kept far from overflowing when one is added.
    private static func number(_ text: String?) -> Int {
        text.flatMap { Int($0) }.map { min(max(0, $0), 1_000_000_000) } ?? 0
    }

    /// An exit let through counts neither way: the count is of people let in, and turned away.
    mutating func add(_ scan: ScanResponse) {
        if !scan.isRecorded { refused += 1 } else if scan.direction == .entry { admitted += 1 }
    }

    var text: String { "\(admitted) admitted · \(refused) refused" }

    /// The hidden fields that carry the count to the next page.
    var fields: [(name: String, value: String)] {
        [(Self.admittedField, String(admitted)), (Self.refusedField, String(refused))]
    }
}
