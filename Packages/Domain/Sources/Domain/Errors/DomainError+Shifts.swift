/// Shifts texts that the Shifts feature and every store raise for the same rule.
extension DomainError {
    /// Another role of the event has this name (without case).
    public static func volunteerRoleNameTaken(_ name: String) -> DomainError {
        .conflict(field: "role", message: "a role named \(UserText.quoted(name)) exists already in this event")
    }

    /// Another shift of the event has this number.
    public static func shiftNumberTaken(_ number: Int) -> DomainError {
        .conflict(field: "shift", message: "#\(number) already names another shift of this event")
    }

    /// Another volunteer of the event has this number.
    public static func volunteerNumberTaken(_ number: Int) -> DomainError {
        .conflict(field: "volunteer", message: "#\(number) already names another volunteer of this event")
    }

    /// A shift must end after it starts.
    public static let shiftEndsBeforeStart = DomainError.invalid(field: "ends", message: "a shift must end after it starts")

    /// The volunteer is on the shift already.
    public static func volunteerOnShiftAlready(_ shift: Int) -> DomainError {
        .conflict(field: "volunteer", message: "already on shift #\(shift)")
    }

    /// Every place of the role on the shift is taken.
    public static func shiftRoleFull(_ shift: Int) -> DomainError {
        .invalid(field: "shift", message: "shift #\(shift) has no place left in that role")
    }

    /// The volunteer would be on two shifts at once.
    public static func shiftsOverlap(_ shift: Int, _ other: Int) -> DomainError {
        .invalid(field: "shift", message: "shift #\(shift) overlaps shift #\(other), which the volunteer is on")
    }
}
