/// One value in a table or card, with its meaning.
public struct Cell: Hashable, Sendable, ExpressibleByStringLiteral {
    public var text: String
    public var tone: Tone
    /// When the value is a time: how a page says it to a person, and the instant for machines.
    /// A terminal and CSV keep `text`, the machine form; a page writes
    /// `<time datetime="DATETIME">SPOKEN</time>`.
    public var time: Time?

    /// A time as a page gives it: `spoken` to read, `datetime` (ISO 8601) for machines, and the
    /// words of a sentence around it ("unsubscribed " before, " via web" after).
    public struct Time: Hashable, Sendable {
        public var spoken: String
        public var datetime: String
        public var before: String
        public var after: String

        public init(spoken: String, datetime: String, before: String = "", after: String = "") {
            self.spoken = spoken
            self.datetime = datetime
            self.before = before
            self.after = after
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
    /// A time's cell from its three forms (Domain's `ZonedTime.said`), perhaps inside a sentence
    /// ("first in at TIME by door-2"): the machine's form in the sentence is its text.
    public static func time(_ said: (machine: String, spoken: String, datetime: String), before: String = "", after: String = "",
                            tone: Tone = .plain) -> Cell {
        Cell(before + said.machine + after, tone: tone,
             time: Time(spoken: said.spoken, datetime: said.datetime, before: before, after: after))
    }

    /// The same cell after `words`: "! T-1 Ann: " before a conflict's sentence.
    public func after(_ words: String) -> Cell {
        var cell = self
        cell.text = words + text
        cell.time?.before = words + (time?.before ?? "")
        return cell
    }
}
