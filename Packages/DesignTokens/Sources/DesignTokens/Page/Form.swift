/// A form as the design system draws it: phone first and whole without script. Its fields in
/// order, a message about no one field above them, and its buttons. The token is the site's
/// CSRF field; a form that changes something is drawn with one (the web face's route group
/// will not accept a post without it).
public struct Form: Sendable {
    public var action: String
    public var id: String?
    public var items: [Item]
    public var buttons: [Button]
    public var token: Token?
    /// A refusal about no one field (or about one the form does not show).
    public var error: String?
    /// `multipart/form-data` when a field is a file.
    public var hasFile: Bool { items.contains { $0.fields.contains { if case .file = $0.control { true } else { false } } } }
    public var classes: [String]
    /// Fields the page carries along unseen (a door's running count).
    public var hidden: [(name: String, value: String)]
    /// GET for a search, which changes nothing and needs no token.
    public var method: Method
    /// More on the `form` element: `data-…` for a page's script, `role="search"`.
    public var attributes: [Attribute]

    public enum Method: String, Sendable {
        case get, post
    }

    public init(action: String, method: Method = .post, id: String? = nil, items: [Item], buttons: [Button], token: Token?,
                error: String? = nil, classes: [String] = [], hidden: [(name: String, value: String)] = [], attributes: [Attribute] = []) {
        self.action = action
        self.method = method
        self.id = id
        self.items = items
        self.buttons = buttons
        self.token = token
        self.error = error
        self.classes = classes
        self.hidden = hidden
        self.attributes = attributes
    }

    /// The hidden field that proves the form came from the site: its name and value.
    public struct Token: Sendable {
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One line of a form: a field, a group of fields under a legend, or a sentence.
    public enum Item: Sendable {
        case field(Field)
        case fieldset(legend: String, fields: [Field], name: String, error: String?, classes: [String])
        case note(String)
        /// A refusal about `field` where no control stands for it (the answer a button sends),
        /// placed where the form reads it.
        case refusal(field: String, message: String)

        var fields: [Field] {
            switch self {
            case let .field(field): [field]
            case let .fieldset(_, fields, _, _, _): fields
            case .note, .refusal: []
            }
        }
    }
}
