import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import QRCode

@Suite struct SVGTests {
    /// Every element's name and attributes, in document order, from Foundation's XML parser.
    final class Elements: NSObject, XMLParserDelegate {
        var list: [(name: String, attributes: [String: String])] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            list.append((name, attributes))
        }
    }

    static func parse(_ svg: String) throws -> [(name: String, attributes: [String: String])] {
        let parser = XMLParser(data: Data(svg.utf8))
        let elements = Elements()
        parser.delegate = elements
        try #require(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        return elements.list
    }

    @Test(arguments: [(8, 4), (3, 0)])
    func oneCrispPathOfTheDarkModulesOnWhite(moduleSize: Int, quietZone: Int) throws {
        let code = try QRCode(text: "RUSHDAY SVG", correction: .high)
        let elements = try Self.parse(code.svg(moduleSize: moduleSize, quietZone: quietZone))
        #expect(elements.map(\.name) == ["svg", "rect", "path"])

        let side = code.size + 2 * quietZone
        let root = elements[0].attributes
        #expect(root["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root["width"] == "\(side * moduleSize)" && root["height"] == "\(side * moduleSize)")
        #expect(root["viewBox"] == "0 0 \(side) \(side)")
        let background = elements[1].attributes
        #expect(background["fill"] == "#ffffff" && background["width"] == "\(side)" && background["height"] == "\(side)")
        let path = elements[2].attributes
        #expect(path["fill"] == "#000000")
        #expect(path["shape-rendering"] == "crispEdges")

        // Each subpath is one horizontal run one module high; together they must cover the
        // dark modules exactly, each once.
        var covered: [Int: Int] = [:]
        let run = /M(\d+),(\d+)h(\d+)v1h-(\d+)z/
        let d = try #require(path["d"])
        #expect(d.replacing(run, with: "").isEmpty, "only runs in the path data")
        for match in d.matches(of: run) {
            let x = Int(match.1)!, y = Int(match.2)!, width = Int(match.3)!
            #expect(Int(match.4)! == width)
            for column in x..<x + width { covered[(y - quietZone) * code.size + column - quietZone, default: 0] += 1 }
        }
        let dark = (0..<code.size).flatMap { y in (0..<code.size).filter { code[$0, y] }.map { y * code.size + $0 } }
        #expect(covered.keys.sorted() == dark)
        #expect(covered.values.allSatisfy { $0 == 1 })
    }
}
