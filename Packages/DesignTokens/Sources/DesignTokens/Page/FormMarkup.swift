/// A form as nodes: `<form method="post">` with its token first, its refusal about no one field,
/// each item, then its buttons. Each field's label points at its control, and the control at
/// its hint and refusal (`aria-describedby`), which is marked `invalid` beside it.
extension Form {
    public var node: Node {
        var attributes: [Attribute] = [.id(id ?? ""), .classes(classes)] + self.attributes + [.method(method.rawValue), .action(action)]
        if hasFile { attributes.append(.enctype("multipart/form-data")) }
        var children: [Node] = []
        if let token { children.append(.tag(.input, [.type("hidden"), .name(token.name), .value(token.value)])) }
        children += hidden.map { .tag(.input, [.type("hidden"), .name($0.name), .value($0.value)]) }
        if let error { children.append(.tag(.p, [.class("form-error"), .role("alert")], text: error)) }
        children += items.map(\.node)
        children.append(.tag(.div, [.class("buttons")], buttons.map(\.node)))
        return .tag(.form, attributes, children)
    }
}

extension Form.Item {
    public var node: Node {
        switch self {
        case let .field(field):
            return field.node
        case let .fieldset(legend, fields, name, error, classes):
            let legend: Node = .tag(.legend, text: legend)
            // Each field whole, its own hint and refusal beside it, as its aria-describedby says.
            let controls: [Node] = fields.map(\.node)
            return .tag(.fieldset, [.classes(["form-field"] + classes + [error == nil ? "" : "invalid"])],
                        [legend] + controls + [Field.errorLine(error, id: name)])
        case let .note(text):
            return .tag(.p, [.class("form-note")], text: text)
        case let .refusal(field, message):
            return Field.errorLine(message, id: field)
        }
    }
}

extension Field {
    /// The field in its wrapper: label, control, hint and refusal; a choice of a few as a
    /// fieldset of buttons under its label; a checkbox inside its label.
    public var node: Node {
        let marked = Attribute.class("form-field", error == nil ? "" : "invalid")
        switch control {
        case let .radios(options, selected):
            return .tag(.fieldset, [.class("form-field", "choices", error == nil ? "" : "invalid")],
                        [.tag(.legend, text: label)] + options.map { option in
                            .tag(.label, [.class("choice")], [
                                .tag(.input, [.type("radio"), .id("\(id)-\(option.value)"), .name(name), .value(option.value),
                                              .flag(.checked, option.value == selected), .flag(.required, required)] + attributes + described),
                                .text(" " + option.label),
                            ])
                        } + [hintLine, Self.errorLine(error, id: id)])
        case let .checkbox(checked, checkboxValue):
            return .tag(.div, [marked], [
                .tag(.label, [.class("choice")], [
                    .tag(.input, [.type("checkbox"), .id(id), .name(name), .value(checkboxValue), .flag(.checked, checked)] + attributes + described),
                    .text(" " + label),
                ]),
                hintLine, Self.errorLine(error, id: id),
            ])
        default:
            return .tag(.div, [marked], labelledControl + [hintLine, Self.errorLine(error, id: id)])
        }
    }

    /// The label and the control, nothing around them.
    private var labelledControl: [Node] {
        [.tag(.label, [.for(id), .class(labelHidden ? "visually-hidden" : "")], text: label), controlNode]
    }

    private var controlNode: Node {
        let common: [Attribute] = [.id(id), .name(name), .flag(.required, required), .autocomplete(autocomplete ?? "")] + attributes + described
        switch control {
        case let .text(value):
            return .tag(.input, [.type("text"), .value(value)] + common)
        case let .search(value):
            return .tag(.input, [.type("search"), .value(value)] + common)
        case let .email(value):
            return .tag(.input, [.type("email"), .value(value)] + common)
        case .password:
            return .tag(.input, [.type("password")] + common)
        case let .number(value, min, max):
            return .tag(.input, [.type("number"), .inputmode("numeric"), .value(value), .min(min.map(String.init) ?? ""),
                                 .max(max.map(String.init) ?? "")] + common)
        case let .money(value, currency):
            return .tag(.span, [.class("with-unit")], [
                .tag(.input, [.type("text"), .inputmode("decimal"), .value(value)] + common),
                .tag(.span, [.class("unit")], text: currency),
            ])
        case let .dateTime(value, zone):
            return .tag(.span, [.class("with-unit")], [
                .tag(.input, [.type("datetime-local"), .value(value)] + common),
                .tag(.span, [.class("unit")], text: zone),
            ])
        case let .select(options, selected):
            return .tag(.select, common, options.map { option in
                .tag(.option, [.value(option.value), .flag(.selected, option.value == selected)], text: option.label)
            })
        case let .textarea(value, rows):
            return .tag(.textarea, [.rows(rows)] + common, text: value)
        case let .file(accept):
            return .tag(.input, [.type("file"), .accept(accept)] + common)
        case .radios, .checkbox:
            return .empty
        }
    }

    /// What points from the control to its hint and refusal.
    private var described: [Attribute] {
        let ids = [hint == nil ? nil : "\(id)-hint", error == nil ? nil : "\(id)-error"].compactMap { $0 }
        return [.aria(.describedby, ids.joined(separator: " ")), .aria(.invalid, error == nil ? "" : "true")]
    }

    private var hintLine: Node {
        hint.map { .tag(.p, [.class("field-hint"), .id("\(id)-hint")], text: $0) } ?? .empty
    }

    static func errorLine(_ error: String?, id: String) -> Node {
        error.map { .tag(.p, [.class("field-error"), .id("\(id)-error"), .role("alert")], text: $0) } ?? .empty
    }
}

extension Button {
    public var node: Node {
        let style = switch kind {
        case .primary: ""
        case .secondary: "button-secondary"
        case .danger: "button-danger"
        }
        return .tag(.button, [.type("submit"), .id(id ?? ""), .name(name ?? "")] + (value.map { [.value($0)] } ?? []) + [.class(style)] + attributes,
                    text: label)
    }
}
