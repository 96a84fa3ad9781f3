import Domain

/// A query field's value read as one of a fixed set, refused with the set when it is none.
enum WebQuery {
    static func value<Value: RawRepresentable & CaseIterable>(_ text: String, of type: Value.Type, field: String) throws(DomainError) -> Value
        where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            throw .invalid(field: field, message: "'\(text)' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}
