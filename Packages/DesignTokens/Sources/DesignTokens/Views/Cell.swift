/// One value in a table or card, with its meaning.
public struct Cell: Hashable, Sendable, ExpressibleByStringLiteral {
    public var text: String
    public var tone: Tone
    /// When the value is a time: how a page says it to a person, and the instant for machines.
    /// A terminal and CSV keep `text`, the machine form; a page writes
    /// `<time datetime="DATETIME">SPOKEN</time>`.
    public var time: Time?

    /// A time as a page gives it: `spoken` to read, `datetime` (ISO 8601) for machines.
    public struct Time: Hashable, Sendable {
        public var spoken: String
        public var datetime: String

        public init(spoken: String, datetime: String) {
            self.spoken = spoken
            self.datetime = datetime
        }
    }

    public init(_ text: String, tone: Tone = .plain, time: Time? = nil) {
        self.text = text
        self.tone = tone
        self.time = time
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }
}

extension Cell {
    /// A time's cell from its three forms (Domain's `ZonedTime.said`): the machine's as text.
    public static func time(_ said: (machine: String, spoken: String, datetime: String), tone: Tone = .plain) -> Cell {
        Cell(said.machine, tone: tone, time: Time(spoken: said.spoken, datetime: said.datetime))
    }
}
