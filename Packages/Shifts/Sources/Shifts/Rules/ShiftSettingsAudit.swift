import Domain

/// An event's shift settings as log entries show them, named as `shifts settings` options.
enum ShiftSettingsAudit {
    static var fields: [(String, (ShiftSettings) -> String?)] {
        [
            ("remind-before", { ShiftAudit.duration($0.remindBefore) }), ("no-show-limit", { String($0.noShowLimit) }),
            ("sign-up", { $0.signUpOpen ? "open" : "closed" }),
        ]
    }
}
