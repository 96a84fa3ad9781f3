/// The renderer's output read back by a strict reader of XML's well-formedness rules (names,
/// attributes quoted and unique, every `&` a known reference, elements nested and closed, only
/// characters XML allows): proof that the markup is well-formed, and what a browser would see
/// as elements, attributes and text, not what a string search would match. Comments,
/// declarations and CDATA are refused: the renderer writes none. Foundation's XMLParser lives
/// in FoundationXML, which the architecture lint does not allow this package.
struct ParsedMarkup {
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element] = []
    var texts: [String] = []

    /// Nil when the markup is not well-formed; `error` says what and where.
    static func parse(_ fragment: String) -> (markup: ParsedMarkup?, error: String?) {
        var reader = Reader(scalars: Array(fragment.unicodeScalars))
        do {
            try reader.readContent()
            return (reader.markup, nil)
        } catch {
            return (nil, "\(error.message) at scalar \(reader.index)")
        }
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    private struct Failure: Error {
        let message: String
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var markup = ParsedMarkup()
        private var open: [String] = []
        private var text = ""

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func readContent() throws(Failure) {
            while let scalar = peek() {
                switch scalar {
                case "<":
                    flushText()
                    if peek(1) == "/" { try readEndTag() } else { try readStartTag() }
                case "&":
                    text.unicodeScalars.append(try readReference())
                default:
                    guard Self.isXMLCharacter(scalar) else { throw Failure(message: "character U+\(String(scalar.value, radix: 16)) not allowed") }
                    text.unicodeScalars.append(scalar)
                    index += 1
                }
            }
            flushText()
            guard open.isEmpty else { throw Failure(message: "<\(open.last!)> never closed") }
        }

        private mutating func readStartTag() throws(Failure) {
            index += 1
            let name = try readName()
            var attributes: [String: String] = [:]
            while true {
                let spaced = skipSpace()
                switch peek() {
                case "/":
                    index += 1
                    try expect(">")
                    markup.elements.append(Element(name: name, attributes: attributes))
                    return
                case ">":
                    index += 1
                    markup.elements.append(Element(name: name, attributes: attributes))
                    open.append(name)
                    return
                case nil:
                    throw Failure(message: "<\(name) not finished")
                default:
                    guard spaced else { throw Failure(message: "no space before an attribute of <\(name)>") }
                    let attribute = try readName()
                    skipSpace()
                    try expect("=")
                    skipSpace()
                    let value = try readQuoted()
                    guard attributes.updateValue(value, forKey: attribute) == nil else {
                        throw Failure(message: "\(attribute) twice in <\(name)>")
                    }
                }
            }
        }

        private mutating func readEndTag() throws(Failure) {
            index += 2
            let name = try readName()
            skipSpace()
            try expect(">")
            guard open.popLast() == name else { throw Failure(message: "</\(name)> closes nothing open") }
        }

        private mutating func readQuoted() throws(Failure) -> String {
            guard let quote = peek(), quote == "\"" || quote == "'" else { throw Failure(message: "attribute value not quoted") }
            index += 1
            var value = ""
            while let scalar = peek(), scalar != quote {
                switch scalar {
                case "<": throw Failure(message: "< in an attribute value")
                case "&": value.unicodeScalars.append(try readReference())
                default:
                    guard Self.isXMLCharacter(scalar) else { throw Failure(message: "character not allowed in an attribute") }
                    value.unicodeScalars.append(scalar)
                    index += 1
                }
            }
            try expect(quote)
            return value
        }

        /// `&amp;` and the other four XML entities, `&#39;`, `&#x27;`.
        private mutating func readReference() throws(Failure) -> Unicode.Scalar {
            index += 1
            var body = ""
            while let scalar = peek(), scalar != ";" {
                guard body.unicodeScalars.count < 10 else { throw Failure(message: "unfinished reference") }
                body.unicodeScalars.append(scalar)
                index += 1
            }
            try expect(";")
            let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let scalar = named[body] { return scalar }
            let number = body.hasPrefix("#x") ? UInt32(body.dropFirst(2), radix: 16)
                : body.hasPrefix("#") ? UInt32(body.dropFirst(), radix: 10) : nil
            guard let number, let scalar = Unicode.Scalar(number), Self.isXMLCharacter(scalar) else {
                throw Failure(message: "unknown reference &\(body);")
            }
            return scalar
        }

        private mutating func readName() throws(Failure) -> String {
            var name = ""
            while let scalar = peek(), scalar.isASCII,
                  scalar.properties.isAlphabetic || (!name.isEmpty && ("0"..."9" ~= scalar || "-._:".unicodeScalars.contains(scalar))) {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            guard !name.isEmpty else { throw Failure(message: "a name expected") }
            return name
        }

        @discardableResult
        private mutating func skipSpace() -> Bool {
            let start = index
            while let scalar = peek(), [" ", "\t", "\n", "\r"].contains(scalar) {
                index += 1
            }
            return index > start
        }

        private mutating func expect(_ scalar: Unicode.Scalar) throws(Failure) {
            guard peek() == scalar else { throw Failure(message: "\"\(scalar)\" expected") }
            index += 1
        }

        private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        /// Line breaks between blocks are layout of the source, not text.
        private mutating func flushText() {
            if !text.allSatisfy(\.isNewline) {
                markup.texts.append(text)
            }
            text = ""
        }

        /// XML 1.0's Char production.
        private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
            default: false
            }
        }
    }
}
