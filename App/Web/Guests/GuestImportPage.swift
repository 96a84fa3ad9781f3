import DesignTokens
import Domain
import Foundation
import Guests

/// `guests import` as pages: the upload's form, then the file's preview (how it is read and
/// what each column feeds, changeable, and what importing it would do: the dry run's counts and
/// every refused row by its line), then the import itself and what it did.
struct GuestImportPage {
    /// The largest file the form takes.
    static let limit = 100 << 20
    /// Refused rows shown on the page; all of them are in the download.
    static let shownRefusals = 500
    /// The fields of the choices' form, whose refusals stand beside them rather than under it.
    static let choiceFields = ["delimiter", "encoding", "duplicates", "map", "file"]

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/guests/import"
    }

    static func path(_ event: String, upload: String) -> String {
        path(event) + "/" + upload
    }

    static func rejectsPath(_ event: String, upload: String) -> String {
        path(event, upload: upload) + "/rejects.csv"
    }

    /// The upload's form, with its refusal beside the file.
    static func uploadForm(_ event: String, token: Form.Token, error: DomainError? = nil) -> [Node] {
        let form = Form(action: path(event), items: [
            .field(Field("file", label: "CSV file", .file(accept: ".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"),
                         hint: "Up to \(size(limit)). Its first line names the columns: name, email, phone, party, plus-ones, status, tags, dietary, note, or a question's key (and their usual synonyms).",
                         error: error.map(\.reason), required: true)),
        ], buttons: [Button("Upload and check")], token: token)
        return [
            .tag(.h1, text: "Import guests"),
            .tag(.p, text: "Nothing is written yet: the next page shows how the file reads and what importing it would do."),
            form.node,
        ]
    }

    let event: String
    let upload: ImportUploads.Upload
    var choices: ImportChoices
    /// The file's header, and what each column feeds.
    var header: [String]
    var columns: [String?]
    let questions: [String]
    let token: Form.Token
    /// What importing would do (the dry run), or why the file cannot be read as chosen.
    var dryRun: ImportGuestsResponse?
    var error: DomainError?

    var content: [Node] {
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        let uploaded = "\(size(upload.size)), uploaded \(upload.uploaded.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))) UTC"
        var content: [Node] = [
            .tag(.h1, text: "Import \(upload.fileName)"),
            .tag(.p, [], [.text("\(uploaded). Nothing is written until you import it; change how it is read and check again as often as you like, or "),
                          .tag(.a, [.href(Self.path(event))], text: "upload another file"), .text(".")]),
            choicesForm(about).node,
        ]
        if let error, !Self.choiceFields.contains(error.field ?? "") {
            content.append(.tag(.p, [.class("error"), .id("import-error")], text: error.message))
        }
        if let dryRun { content += outcome(dryRun) }
        return content
    }

    private func choicesForm(_ about: (String) -> String?) -> Form {
        let targets = [Field.Option(ImportGuestsRequest.ignore, "Not imported")] + ImportGuestsRequest.fields.map { Field.Option($0) }
            + questions.map { Field.Option($0, "Answers to \($0)") }
        let columnFields = header.enumerated().map { position, title in
            let chosen = choices.columns[position] ?? (position < columns.count ? columns[position] : nil) ?? ImportGuestsRequest.ignore
            return Field("column-\(position)", label: "Column \(position + 1): \(title.isEmpty ? "(no header)" : title)",
                         .select(targets, selected: chosen))
        }
        let separators = ImportChoices.separators.map { Field.Option($0.value, $0.label) }
        let encodings = TableFileOptions.Encoding.allCases.map { Field.Option($0.rawValue, $0 == .utf8 ? "UTF-8" : "Windows-1252 (Excel on Windows)") }
        let duplicates = [Field.Option("skip", "Skip them"), Field.Option("update", "Update them from the file"),
                          Field.Option("fail", "Refuse the file")]
        var items: [Form.Item] = [
            .field(Field("delimiter", label: "Separator", .select(separators, selected: choices.separator), error: about("delimiter"))),
            .field(Field("encoding", label: "Encoding", .select(encodings, selected: choices.layout.encoding.rawValue), error: about("encoding"))),
            .field(Field("duplicates", label: "A guest already on the list (same email, or same name without one)",
                         .radios(duplicates, selected: choices.onDuplicate.rawValue), error: about("duplicates"))),
            .field(Field("skip-invalid", label: "Leave bad rows out and import the rest", .checkbox(checked: choices.skipInvalid))),
        ]
        if !columnFields.isEmpty { items.append(.note("What each column holds:")) }
        items += columnFields.map { .field($0) }
        if let refusal = about("map") ?? about("file") { items.append(.refusal(field: error?.field ?? "file", message: refusal)) }
        return Form(action: GuestImportPage.path(event, upload: upload.id), method: .get, items: items,
                    buttons: [Button("Check again", kind: .secondary)], token: nil)
    }

    private func outcome(_ response: ImportGuestsResponse) -> [Node] {
        var nodes: [Node] = [.tag(.h2, text: "What importing it would do"),
                             .document(ImportPresenter.imported(response, words: .plain).document, topHeadingLevel: 3, links: [:])]
        if !response.ignoredColumns.isEmpty {
            nodes.append(.tag(.p, text: "Not imported: \(response.ignoredColumns.map { UserText.quoted($0) }.joined(separator: ", ")) (no field has that name; choose one above)."))
        }
        if !response.problems.isEmpty {
            let shown = response.problems.prefix(Self.shownRefusals)
            let table = Table(columns: [Table.Column("Line", alignment: .trailing), Table.Column("Problem", truncates: false)],
                              rows: shown.map { [Cell(String($0.line)), Cell($0.error.message)] })
            nodes.append(.tag(.h2, text: "\(Plural.of(response.problems.count, "bad row"))"))
            nodes.append(.document(Document([.table(table)]), topHeadingLevel: 3, links: [:]))
            let more = response.problems.count > shown.count ? "The first \(shown.count) are shown. " : ""
            nodes.append(.tag(.p, [.class("page-links")], [
                .text(more),
                .tag(.a, [.href(ListFilter.href(GuestImportPage.rejectsPath(event, upload: upload.id), choices.fields))],
                     text: "Download the bad rows as CSV, with a problem column"),
            ]))
        }
        guard response.problems.isEmpty || choices.skipInvalid else {
            nodes.append(.tag(.p, text: "Nothing can be imported while rows are bad: fix the file and upload it again, or leave the bad rows out (above)."))
            return nodes
        }
        let count = response.added + response.updated
        let apply = Form(action: GuestImportPage.path(event, upload: upload.id), items: [],
                         buttons: [Button(count == 0 ? "Import (nothing would change)" : "Import \(Plural.of(count, "guest"))")], token: token,
                         hidden: choices.fields.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) })
        // Drawn by live.js while the form is on its way: the page stays until the answer comes.
        nodes.append(Self.progress(event, upload: upload.id))
        nodes.append(apply.node)
        return nodes
    }

    /// How far the upload's import has come, drawn live (empty until it starts).
    static func progress(_ event: String, upload: String) -> Node {
        .tag(.p, [.class("import-progress"), .role("status"), .aria(.live, "polite"), .data("live", path(event, upload: upload) + "/progress")])
    }

    /// What the import did, or (opened again after) what it said.
    static func done(_ event: String, said: [Node]) -> [Node] {
        [.tag(.h1, text: "Guests imported")] + said + [
            .tag(.p, [.class("page-links")], [.tag(.a, [.class("button"), .href("/events/" + EventPage.segment(event) + "/guests")], text: "See the guest list")]),
        ]
    }
}

/// "12.3 MB", "640 kB", "12 bytes".
private func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20 { return String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) }
    if bytes >= 1 << 10 { return "\(bytes >> 10) kB" }
    return Plural.of(bytes, "byte")
}
