/// A table with its column titles as header cells, inside a wrapper that scrolls sideways when
/// the table is wider than the screen, so a phone scrolls the table, not the page. Rows shorter
/// than the header are padded and longer ones cut, as on the terminal. A column the renderer
/// has a link for draws each cell as a link; with a selection for one of its columns, each row
/// starts with its box, labelled by that row's cell.
struct TableMarkup {
    let table: Table
    let links: [String: @Sendable (String) -> String]
    var selection: TableSelection?

    func write(to writer: inout HTMLWriter) {
        guard !table.rows.isEmpty, !table.columns.isEmpty else {
            writer.element("p", ["class": CSSName.classes("empty", CSSName.role(.caption))], text: table.emptyMessage)
            return
        }
        // A table wider than a phone scrolls inside this wrapper; a keyboard must reach it to
        // scroll it (WCAG 2.1.1), so it takes focus and is named as a region.
        writer.open("div", ["class": "table-scroll", "tabindex": "0", "role": "region", "aria-label": "Table (scrolls sideways)"])
        writer.open("table")
        writer.newline()
        writer.open("thead")
        writer.open("tr")
        let chosenBy = selection.flatMap { selection in table.columns.firstIndex { $0.title == selection.column } }
        if chosenBy != nil { writer.element("th", ["scope": "col"], text: "Choose") }
        for column in table.columns {
            writer.element("th", ["scope": "col", "class": alignment(column) ?? ""], text: column.title)
        }
        writer.close("tr")
        writer.close("thead")
        writer.newline()
        writer.open("tbody")
        for row in table.rows {
            writer.newline()
            writer.open("tr")
            if let selection, let chosenBy {
                let key = chosenBy < row.count ? row[chosenBy].text : ""
                writer.open("td")
                writer.void("input", ["type": "checkbox", "form": selection.form, "name": selection.prefix + key, "aria-label": "Choose \(key)"])
                writer.close("td")
            }
            for (index, column) in table.columns.enumerated() {
                let cell = index < row.count ? row[index] : Cell("")
                let classes = CSSName.classes(alignment(column), CSSName.tone(cell.tone))
                if let link = links[column.title], !cell.text.isEmpty {
                    writer.open("td", ["class": classes])
                    writer.element("a", ["href": link(cell.text)], text: cell.text)
                    writer.close("td")
                } else {
                    writer.cell("td", ["class": classes], cell)
                }
            }
            writer.close("tr")
        }
        writer.newline()
        writer.close("tbody")
        writer.newline()
        writer.close("table")
        writer.close("div")
    }

    /// Leading is the default and needs no class; trailing columns are numbers, set apart.
    private func alignment(_ column: Table.Column) -> String? {
        column.alignment == .trailing ? "align-trailing" : nil
    }
}
