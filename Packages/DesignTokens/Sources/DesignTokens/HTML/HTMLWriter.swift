/// Appends markup to a string: every text and attribute value escaped on the way in, void
/// elements closed XML-style (`<rect/>`), attributes always double-quoted, so what it writes is
/// well-formed XML as well as HTML.
struct HTMLWriter {
    var output = ""

    mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        output += "<"
        output += tag
        appendAttributes(attributes)
        output += ">"
    }

    mutating func close(_ tag: String) {
        output += "</"
        output += tag
        output += ">"
    }

    mutating func void(_ tag: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        output += "<"
        output += tag
        appendAttributes(attributes)
        output += "/>"
    }

    mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// A table's or a card's value in `tag`: its text, or a time as `<time datetime>` around
    /// its spoken form.
    mutating func cell(_ tag: String, _ attributes: KeyValuePairs<String, String> = [:], _ cell: Cell) {
        open(tag, attributes)
        inline(cell)
        close(tag)
    }

    /// A value's text, or its time as `<time datetime>` around the spoken form, with the words
    /// of its sentence around that.
    mutating func inline(_ cell: Cell) {
        if let meter = cell.meter { return MeterMarkup(meter: meter).write(to: &self) }
        guard let time = cell.time else { return text(cell.text) }
        text(time.before)
        element("time", ["datetime": time.datetime], text: time.spoken)
        text(time.after)
    }

    mutating func text(_ text: String) {
        HTML.appendEscaped(text, to: &output)
    }

    /// Text as the paragraphs a person typed: each run of lines between blank lines is one
    /// `tag` element, and a single line break within one is a `<br/>`, so a description or a
    /// letter keeps its shape where HTML would run it all together. Every line is escaped.
    mutating func paragraphs(_ tag: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        for paragraph in Self.paragraphs(of: text) {
            open(tag, attributes)
            for (index, line) in paragraph.enumerated() {
                if index > 0 { void("br") }
                self.text(String(line))
            }
            close(tag)
        }
    }

    /// The runs of lines between blank lines; at least one, perhaps of one empty line.
    static func paragraphs(of text: String) -> [[Substring]] {
        // Foundation's `replacingOccurrences` goes through UTF-16: only text with a CR pays it.
        let text = text.utf8.contains(UInt8(ascii: "\r")) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var paragraphs: [[Substring]] = [[]]
        for line in lines {
            if line.allSatisfy(\.isWhitespace) {
                if !(paragraphs.last ?? []).isEmpty { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        let kept = paragraphs.filter { !$0.isEmpty }
        return kept.isEmpty ? [[""]] : kept
    }

    /// Between blocks and rows, so the source reads line by line; browsers ignore it.
    mutating func newline() {
        output += "\n"
    }

    /// An empty value leaves the attribute out (no `class=""`).
    private mutating func appendAttributes(_ attributes: KeyValuePairs<String, String>) {
        for (name, value) in attributes where !value.isEmpty {
            output += " "
            output += name
            output += "=\""
            HTML.appendEscaped(value, to: &output)
            output += "\""
        }
    }
}
