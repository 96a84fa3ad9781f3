/// A page that asks before something that cannot be taken back: what it does, in words, and
/// the form that does it (perhaps asking for the event's handle to be typed).
public struct Confirmation: Sendable {
    public let heading: String
    public let consequences: [String]
    public let form: Form
    /// Where "Cancel" leads: back, having done nothing.
    public let back: Link

    public init(heading: String, consequences: [String], form: Form, back: Link) {
        self.heading = heading
        self.consequences = consequences
        self.form = form
        self.back = back
    }

    public var node: Node {
        .tag(.section, [.class("confirmation")], [.tag(.h1, text: heading)]
            + consequences.map { .tag(.p, text: $0) } + [form.node, .tag(.p, [], [.tag(.a, [.href(back.href)], text: back.title)])])
    }
}
