/// A parsed JSON value that remembers where it came from, so rules-file errors can name the
/// line and column, and object members keep their written order (groups are listed in the
/// order the rules file gives them).
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    var value: Value
    var offset: Int

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.node
    }

    /// The name of the kind of value, for messages like "expected an array, found a string".
    var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

struct JSONMember: Sendable {
    var key: String
    var keyOffset: Int
    var node: JSONNode
}
