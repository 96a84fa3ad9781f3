/// One labelled control of a form, with what was typed, a hint, and a refusal beside it.
/// `id` is the control's (its name unless given), so a label, its hint and its error point at
/// the control by construction.
public struct Field: Sendable {
    public var name: String
    public var label: String
    public var control: Control
    public var id: String
    public var hint: String?
    public var error: String?
    public var required: Bool
    public var autocomplete: String?
    /// The label said to screen readers only, for a control whose meaning the group gives
    /// (the third companion's name under "Their names").
    public var labelHidden: Bool
    /// More on the control: `data-…` for a page's script, a scanner's `inputmode="none"`.
    public var attributes: [Attribute]

    public init(_ name: String, label: String, _ control: Control, id: String? = nil, hint: String? = nil, error: String? = nil,
                required: Bool = false, autocomplete: String? = nil, labelHidden: Bool = false, attributes: [Attribute] = []) {
        self.name = name
        self.label = label
        self.control = control
        self.id = id ?? name
        self.hint = hint
        self.error = error
        self.required = required
        self.autocomplete = autocomplete
        self.labelHidden = labelHidden
        self.attributes = attributes
    }

    /// What the field asks for, and what it holds.
    public enum Control: Sendable {
        case text(String)
        case search(String)
        case email(String)
        /// Never drawn with a value: a refused password is typed again.
        case password
        case number(String, min: Int?, max: Int?)
        /// An amount in `currency` (ISO 4217), typed as a decimal.
        case money(String, currency: String)
        /// A wall-clock time (`YYYY-MM-DDTHH:MM`) in the zone named beside it.
        case dateTime(String, zone: String)
        case select([Option], selected: String)
        /// One choice of a few, each a button.
        case radios([Option], selected: String)
        /// Sends `value` when ticked, nothing when not.
        case checkbox(checked: Bool, value: String = "on")
        case textarea(String, rows: Int)
        /// `accept`: the types the picker offers (`.csv,text/csv`).
        case file(accept: String)
    }

    public struct Option: Hashable, Sendable {
        public let value: String
        public let label: String

        public init(_ value: String, _ label: String? = nil) {
            self.value = value
            self.label = label ?? value
        }
    }
}
