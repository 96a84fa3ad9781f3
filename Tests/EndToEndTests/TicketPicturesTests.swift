import Foundation
import Testing

/// A ticket's QR code through the real binary, judged by zbarimg: the PNG, and the half-block
/// drawing on the terminal turned back into an image; the SVG is XML and is what the sheet
/// embeds; wrong paths and cancelled tickets are refused with nothing written.
@Suite struct TicketPicturesTests {
    func issued(_ rushday: RushDayProcess, _ names: [String]) throws -> [(reference: String, code: String)] {
        for name in names { try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", name]) }
        let listed = try rushday.run(["tickets", "list", "gala", "--format", "json"])
        let tickets = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return tickets.compactMap { ticket in
            guard let reference = ticket["reference"] as? String, let code = ticket["code"] as? String else { return nil }
            return (reference, code)
        }
    }

    /// What zbarimg reads in an image file, as bytes (`-Sbinary`), or nil when it finds no code.
    func zbar(_ path: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["zbarimg", "-q", "--raw", "-Sbinary", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus != 127, "zbarimg is not installed: apt-get install -y zbar-tools")
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// What a Python script prints for one file argument.
    func python(_ script: String, _ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return printed
    }

    /// The half blocks as a plain PBM image, four pixels per dot, for zbarimg to read.
    func pbm(fromHalfBlocks lines: [String]) -> String {
        var rows: [[Bool]] = []
        for line in lines {
            let cells = Array(line)
            rows.append(cells.map { $0 == "█" || $0 == "▀" })
            rows.append(cells.map { $0 == "█" || $0 == "▄" })
        }
        let scale = 4
        let width = (rows.first?.count ?? 0) * scale
        var text = "P1\n\(width) \(rows.count * scale)\n"
        for row in rows {
            let line = row.flatMap { Array(repeating: $0 ? "1" : "0", count: scale) }.joined(separator: " ")
            for _ in 0..<scale { text += line + "\n" }
        }
        return text
    }

    @Test func theDrawingThePNGAndTheSVGAllCarryTheTicketsCode() throws {
        let rushday = try TicketedGala.owned()
        let ticket = try #require(try issued(rushday, ["Ann Lee"]).first)
        let png = rushday.root.appendingPathComponent("ticket.png").path
        let svg = rushday.root.appendingPathComponent("ticket.svg").path
        let shown = try rushday.run(["tickets", "show", ticket.reference, "--png", png, "--svg", svg], environment: ["LANG": "C.UTF-8"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(try zbar(png) == ticket.code)
        #expect(shown.stdout.contains("Wrote \(png)") && shown.stdout.contains("Wrote \(svg)"))

        let drawing = shown.stdout.split(separator: "\n").map(String.init).filter { line in
            !line.isEmpty && line.allSatisfy { " ▀▄█".contains($0) }
        }
        #expect(drawing.count > 10, "\(shown.stdout)")
        let image = rushday.root.appendingPathComponent("terminal.pbm")
        try Data(pbm(fromHalfBlocks: drawing).utf8).write(to: image)
        #expect(try zbar(image.path) == ticket.code)

        // Python's XML parser is the judge that the SVG is well formed: an svg root with one path.
        #expect(try python("""
            import sys, xml.etree.ElementTree as tree
            root = tree.parse(sys.argv[1]).getroot()
            print(root.tag.split('}')[-1], len([e for e in root.iter() if e.tag.split('}')[-1] == 'path']))
            """, svg) == "svg 1\n")
    }

    @Test func theSheetHoldsEachValidTicketOnceWithTheSameCodeAsShow() throws {
        let rushday = try TicketedGala.owned()
        let tickets = try issued(rushday, ["Ann <b>Lee</b>", "Bob", "Cy"])
        #expect(try rushday.run(["tickets", "cancel", tickets[1].reference]).status == 0)
        let html = rushday.root.appendingPathComponent("sheet.html").path
        let written = try rushday.run(["tickets", "sheet", "gala", "--html", html, "--format", "json"])
        #expect(written.status == 0, "\(written.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(written.stdout.utf8)) as? [String: Any]
        #expect(summary?["tickets"] as? Int == 2 && summary?["path"] as? String == html)

        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("Ann &lt;b&gt;Lee&lt;/b&gt;") && !page.contains("<b>"))
        #expect(!page.contains(tickets[1].reference))
        for ticket in [tickets[0], tickets[2]] {
            let svg = rushday.root.appendingPathComponent("\(ticket.reference).svg").path
            #expect(try rushday.run(["tickets", "show", ticket.reference, "--svg", svg]).status == 0)
            // The sheet draws the same modules as the file, the same runs at the same quiet zone
            // (its path writes `M4 4` where the file writes `M4,4`), labelled with the reference.
            let file = try String(contentsOfFile: svg, encoding: .utf8)
            let runs = try #require(file.firstMatch(of: /<path d="([^"]*)"/)).1.replacingOccurrences(of: ",", with: " ")
            #expect(page.components(separatedBy: "d=\"\(runs)\"").count == 2, "\(ticket.reference)")
            #expect(page.contains("aria-label=\"QR code of ticket \(ticket.reference)\""))
        }
        #expect(try python("""
            import sys
            from html.parser import HTMLParser
            class Count(HTMLParser):
                sections = 0
                svgs = 0
                def handle_starttag(self, tag, attrs):
                    if tag == "section": Count.sections += 1
                    if tag == "svg": Count.svgs += 1
            Count().feed(open(sys.argv[1], encoding="utf-8").read())
            print(Count.sections, Count.svgs)
            """, html) == "2 2\n")
    }

    @Test func wrongPathsAndCancelledTicketsAreRefusedAndWriteNothing() throws {
        let rushday = try TicketedGala.owned()
        let tickets = try issued(rushday, ["Ann", "Bob"])
        let before = try rushday.dump()
        let missing = rushday.root.appendingPathComponent("no/such/dir/t.png").path
        try rushday.run(["tickets", "show", tickets[0].reference, "--png", missing]).expectFailure(74, mentioning: ["--png:", "there is no folder"])
        let existing = rushday.root.appendingPathComponent("taken.svg")
        try Data("keep".utf8).write(to: existing)
        try rushday.run(["tickets", "show", tickets[0].reference, "--svg", existing.path]).expectFailure(73, mentioning: ["--svg:", "already exists"])
        #expect(try String(contentsOf: existing, encoding: .utf8) == "keep")
        #expect(try rushday.run(["tickets", "show", tickets[0].reference, "--svg", existing.path, "--force"]).status == 0)
        #expect(try rushday.run(["tickets", "cancel", tickets[1].reference]).status == 0)
        let after = try rushday.dump()
        let cancelledPNG = rushday.root.appendingPathComponent("cancelled.png").path
        try rushday.run(["tickets", "show", tickets[1].reference, "--png", cancelledPNG]).expectFailure(65, mentioning: ["--png:", "cancelled"])
        #expect(!FileManager.default.fileExists(atPath: cancelledPNG))
        try rushday.run(["tickets", "sheet", "gala"]).expectFailure(64, mentioning: ["--html"])
        try rushday.run(["tickets", "sheet", "nope", "--html", rushday.root.appendingPathComponent("s.html").path])
            .expectFailure(65, mentioning: ["event:", "nope"])
        #expect(try rushday.dump() == after)
        #expect(before != after)
    }
}
