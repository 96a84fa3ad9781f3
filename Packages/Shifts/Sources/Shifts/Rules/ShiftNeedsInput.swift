import Domain

/// `ROLE=N`, as `--need Bar=2` and the forms take it: each role of the event once, N from 0 to
/// 1,000.
enum ShiftNeedsInput {
    static let most = 1_000

    static func parse(_ raws: [String], on board: ShiftBoard, event: Event) throws(DomainError) -> [ShiftNeed] {
        var needs: [ShiftNeed] = []
        for raw in raws {
            let parts = raw.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let count = Int(parts[1]), (0...most).contains(count) else {
                throw .invalid(field: "need", message: "\(UserText.quoted(raw)) is not ROLE=N; say how many of a role, like Bar=2 (0 to \(most))")
            }
            let role = try ShiftLookup.role(parts[0], on: board, event: event, field: "need")
            guard !needs.contains(where: { $0.role == role.id }) else {
                throw .invalid(field: "need", message: "names \(UserText.quoted(role.name)) twice; give each role once")
            }
            needs.append(ShiftNeed(role: role.id, count: count))
        }
        return needs
    }
}
