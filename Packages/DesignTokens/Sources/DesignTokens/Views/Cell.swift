/// One value in a table or card, with its meaning.
public struct Cell: Hashable, Sendable, ExpressibleByStringLiteral {
    public var text: String
    public var tone: Tone
    /// When the value is a time: how a page says it to a person, and the instant for machines.
    /// A terminal and CSV keep `text`, the machine form; a page writes
    /// `<time datetime="DATETIME">SPOKEN</time>`.
    public var time: Time?
    /// When the value is an amount against its limit (spending against a budget line): a page
    /// draws it as a bar; a terminal and CSV keep `text`, the bar in characters.
    public var meter: Meter?

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

    /// How full a bar is: `value` of `limit` (whole units of anything, the same for both), and
    /// what it says to someone who cannot see it.
    public struct Meter: Hashable, Sendable {
        public var value: Int64
        public var limit: Int64
        public var label: String

        public init(value: Int64, limit: Int64, label: String) {
            self.value = value
            self.limit = limit
            self.label = label
        }

        /// The filled share, 0 to `scale`, rounded down; a limit of 0 is full once anything is
        /// in it.
        func filled(of scale: Int) -> Int {
            guard limit > 0 else { return value > 0 ? scale : 0 }
            guard value < limit else { return scale }
            return max(0, Int(Int128(value) * Int128(scale) / Int128(limit)))
        }
    }

    public init(_ text: String, tone: Tone = .plain, time: Time? = nil, meter: Meter? = nil) {
        self.text = text
        self.tone = tone
        self.time = time
        self.meter = meter
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
