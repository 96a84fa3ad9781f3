import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The renderer's output read back by an XML parser: proof that it is well-formed, and what a
/// browser would see as elements, attributes and text (not what a string search would match).
struct ParsedMarkup {
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element] = []
    var texts: [String] = []

    /// Nil when the markup is not well-formed; `error` says where.
    static func parse(_ fragment: String) -> (markup: ParsedMarkup?, error: String?) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(("<root>" + fragment + "</root>").utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            return (nil, "\(parser.parserError.map(String.init(describing:)) ?? "?") at line \(parser.lineNumber), column \(parser.columnNumber)")
        }
        return (delegate.markup, nil)
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var markup = ParsedMarkup()
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            flush()
            if elementName != "root" {
                markup.elements.append(Element(name: elementName, attributes: attributes))
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            flush()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        /// Line breaks between blocks are layout of the source, not text.
        private func flush() {
            if !text.allSatisfy(\.isNewline) {
                markup.texts.append(text)
            }
            text = ""
        }
    }
}
