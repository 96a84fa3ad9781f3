import Domain

/// An event's fields as its log entries show them, named as the `events create | update`
/// options. The handle apart: an entry's target names the event by it, and one made from the
/// title is numbered by the store inside its write, after the entry is drafted.
enum EventAudit {
    static var fields: [(String, (Event) -> String?)] {
        [
            ("title", { $0.title }), ("description", { $0.description }),
            ("starts", { AuditChange.instant($0.startsAt) }), ("ends", { AuditChange.instant($0.endsAt) }),
            ("timezone", { $0.timeZone.identifier }), ("venue", { $0.venue }), ("capacity", { $0.capacity.map(String.init) }),
            ("currency", { $0.currency.code }), ("budget", { $0.budget?.description }),
            ("rsvp-closes", { AuditChange.instant($0.rsvpClosesAt) }), ("guest-pages", { $0.guestPages ? "on" : "off" }),
            ("notify", { $0.notify.rawValue }), ("registration", { $0.registration.mode.rawValue }),
            ("registration-closes", { AuditChange.instant($0.registration.closesAt) }),
            ("registration-party", { String($0.registration.party) }),
        ]
    }

    /// With the handle, for a change that sets it (`events update --handle`, a duplicate's `--handle`).
    static var fieldsWithHandle: [(String, (Event) -> String?)] {
        [("handle", { $0.handle.value })] + fields
    }
}
