/// Error texts that several packages raise for the same rule (a use case checking first, every
/// store enforcing it), so each text has one home.
extension DomainError {
    /// Another event already has this handle.
    public static func handleTaken(_ handle: Handle) -> DomainError {
        .conflict(field: "handle", message: "'\(handle)' is already used by another event; choose another with --handle")
    }
}
