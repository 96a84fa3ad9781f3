import Domain

/// A guest's fields as its log entries show them, named as `guests add` and `guests update`
/// name their options. An answer is one `answer` field per question, valued as `--answer`
/// takes it (`meal=fish`). A personal link shows only whether there is one, never its digest.
enum GuestAudit {
    static var fields: [(String, (Guest) -> String?)] {
        [
            ("name", { $0.name }), ("email", { $0.email?.value }), ("phone", { $0.phone }), ("party", { String($0.others) }),
            ("plus-one", { list($0.plusOnes) }), ("tag", { list($0.tags) }), ("dietary", { $0.dietary }), ("note", { $0.note }),
            ("status", { $0.status.rawValue }), ("link", { $0.linkDigest == nil ? nil : "made" }),
        ]
    }

    /// What an edit changed, answers included. A link made anew in place of one held shows as
    /// rotated: the field shows only that there is one, so the digests are compared here.
    static func between(_ old: Guest, _ new: Guest) -> [AuditChange] {
        var changes = AuditChange.between(old, new, fields) + answers(old.answers, new.answers)
        if let before = old.linkDigest, let after = new.linkDigest, before != after {
            changes.append(AuditChange("link", old: "made", new: "rotated"))
        }
        return changes
    }

    /// Every field of a guest put on the list.
    static func made(_ guest: Guest) -> [AuditChange] {
        AuditChange.made(guest, fields) + answers([:], guest.answers)
    }

    /// Every field of a guest taken off the list: the log keeps who it was.
    static func removed(_ guest: Guest) -> [AuditChange] {
        fields.compactMap { name, read in read(guest).map { AuditChange(name, old: $0, new: nil) } } + answers(guest.answers, [:])
    }

    /// The answers that differ, in key order.
    private static func answers(_ old: [Handle: String], _ new: [Handle: String]) -> [AuditChange] {
        Set(old.keys).union(new.keys).sorted { $0.value < $1.value }.compactMap { key in
            let before = old[key].map { "\(key.value)=\($0)" }, after = new[key].map { "\(key.value)=\($0)" }
            return before == after ? nil : AuditChange("answer", old: before, new: after)
        }
    }

    private static func list(_ values: [String]) -> String? {
        values.isEmpty ? nil : values.joined(separator: ", ")
    }
}
