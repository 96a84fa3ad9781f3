import Domain

/// A form drawn from a use case's fields, holding the refusal it was posted back with: a
/// refusal naming one of its fields goes beside it, any other above the form.
protocol FieldForm {
    /// The fields the form shows, by the names refusals give them.
    static var names: [String] { get }
    var error: DomainError? { get }
}

extension FieldForm {
    /// A refusal that names none of the fields, for above the form.
    var unplaced: String? {
        guard let error, !Self.names.contains(error.field ?? "") else { return nil }
        return error.message
    }
}
