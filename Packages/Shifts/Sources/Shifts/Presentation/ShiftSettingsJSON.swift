import Domain

/// An event's shift settings in JSON (`shifts settings --format json`).
///
///     {"event": "fest", "remindBeforeMinutes": 1440, "noShowLimit": 2, "signUp": "open"}
struct ShiftSettingsJSON: Encodable, Sendable {
    let event: String
    let remindBeforeMinutes: Int
    let noShowLimit: Int
    let signUp: String

    init(_ item: ShiftSettingsItem) {
        event = item.event.value
        remindBeforeMinutes = Int(item.settings.remindBefore / 60)
        noShowLimit = item.settings.noShowLimit
        signUp = item.settings.signUpOpen ? "open" : "closed"
    }

    static let keys = ["event", "remindBeforeMinutes", "noShowLimit", "signUp"]
    var cells: [String] { [event, String(remindBeforeMinutes), String(noShowLimit), signUp] }
}
