import DesignTokens
import Domain
import Guests
import WebServer

/// `/events/EVENT/guests/import`: `guests import` as pages, through the same `ImportGuests`.
/// The form posts the file (multipart, written to disk as it arrives, up to
/// `GuestImportPage.limit`), which is kept as an upload of the event (`ImportUploads`); its
/// page, `/events/EVENT/guests/import/ID`, reads it as its query's choices say and shows the
/// dry run; `…/ID/rejects.csv` downloads its bad rows; a post to it imports, all or nothing as
/// the command does, while `…/ID/progress` streams how far it has come to the page the form was
/// posted from. Organisers only, as the command.
enum GuestImportRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/guests/import", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            _ = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            return await EventPage.page(event, tab: "guests", visit: visit)(GuestImportPage.uploadForm(event, token: visit.token))
        }
        forms.post("/events/:event/guests/import", uploads: WebUploads(limit: GuestImportPage.limit, folder: face.shared.uploadFolder)) { request in
            await upload(request, face.visit(request))
        }
        routes.get("/events/:event/guests/import/:upload") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let drawn = try await preview(request, visit, fields: request.query)
                return visit.finish(.html(drawn.page.html, status: drawn.unreadable ? 422 : 200))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.get("/events/:event/guests/import/:upload/rejects.csv") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let opened = try await Opened(request, visit)
                let response = try await ImportGuests(visit.container).execute(try opened.request(request.query, dryRun: true))
                let rejects = response.rejects
                let table = Table(columns: rejects.header.map { Table.Column($0) }, rows: rejects.rows.map { $0.map { Cell($0) } })
                return visit.finish(WebAnswer.download(Presentation(document: Document([.table(table)]), csv: table, json: rejects.rows),
                                                       name: WebAnswer.downloadName("/events/\(opened.event)/rejects")))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.get("/events/:event/guests/import/:upload/progress") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let opened = try await Opened(request, visit)
                return visit.finish(await LiveSection.stream(face.imports.updates(opened.upload.id), visit) { state in
                    HTMLRenderer().render(Document([.text(ImportRuns.said(state), .body, .plain)]))
                })
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        forms.post("/events/:event/guests/import/:upload", face, answer: { request, visit throws(DomainError) in
            try await FormAnswer.page(apply(request, visit, runs: face.imports))
        }, redraw: { request, visit, error throws(DomainError) in
            try await preview(request, visit, fields: request.form, error: error).page
        })
        routes.add(forms)
        return routes
    }

    /// The posted file kept as an upload of the event, and the browser sent to its page; a
    /// refusal (no file, too large, cut short) beside the file field.
    private static func upload(_ request: WebRequest, _ visit: Visit) async -> WebResponse {
        let event = request.parameters["event"] ?? ""
        do throws(DomainError) {
            let opened = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            do throws(DomainError) {
                guard request.uploadProblem == nil, let file = request.file("file") else { throw refusal(request.uploadProblem) }
                let upload = try ImportUploads(uploadFolder: visit.container.uploadFolder)
                    .keep(file, id: visit.container.tokenGenerator.makeToken(), event: opened.id, now: visit.container.clock.now())
                return visit.finish(.redirect(to: GuestImportPage.path(event, upload: upload.id)))
            } catch {
                guard error.field == "file", error.category == .invalidData else { throw error }
                let page = await EventPage.page(event, tab: "guests", visit: visit)(GuestImportPage.uploadForm(event, token: visit.token, error: error))
                return visit.finish(.html(page.html, status: status(request.uploadProblem)))
            }
        } catch {
            return visit.finish(WebAnswer.failure(error, visit))
        }
    }

    private static func refusal(_ problem: WebUploads.Problem?) -> DomainError {
        switch problem {
        case .tooLarge?:
            return .invalid(field: "file", message: "is larger than \(GuestImportPage.limit >> 20) MB; split it, or import it with 'rushday guests import'")
        case .incomplete?, .malformed?:
            return .invalid(field: "file", message: "did not arrive whole; upload it again")
        case nil:
            return .invalid(field: "file", message: "choose a CSV file to upload")
        }
    }

    private static func status(_ problem: WebUploads.Problem?) -> Int {
        switch problem {
        case .tooLarge?: 413
        case .incomplete?, .malformed?: 400
        case nil: 422
        }
    }

    /// The upload's page: its choices' form as `fields` fill it, and the dry run's outcome, or
    /// why the file cannot be read so (beside the choice concerned: `unreadable`, which answers
    /// 422, where bad rows are the dry run's outcome); once imported, what the import said.
    private static func preview(_ request: WebRequest, _ visit: Visit, fields: [String: String],
                                error: DomainError? = nil) async throws(DomainError) -> (page: Page, unreadable: Bool) {
        let opened = try await Opened(request, visit)
        let frame = await EventPage.page(opened.event, tab: "guests", visit: visit)
        if let said = opened.upload.imported { return (frame(GuestImportPage.done(opened.event, said: [.tag(.p, text: said)])), false) }
        if opened.uploads.isImporting(opened.upload) {
            return (frame([.tag(.h1, text: "Importing \(opened.upload.fileName)"),
                          .tag(.p, text: "The import is under way; open this page again to see what it did."),
                          GuestImportPage.progress(opened.event, upload: opened.upload.id)]), false)
        }
        let questions = try await ListQuestions(visit.container).execute(ListQuestionsRequest(event: opened.event, countingAnswers: false))
        var page = GuestImportPage(event: opened.event, upload: opened.upload, choices: try ImportChoices([:], guessed: opened.guessed),
                                   header: [], columns: [], questions: questions.questions.map(\.key.value), token: visit.token, error: error)
        do throws(DomainError) {
            page.choices = try ImportChoices(fields, guessed: opened.guessed)
            let response = try await ImportGuests(visit.container).execute(try opened.request(fields, dryRun: true))
            page.dryRun = response
            page.header = response.header
            page.columns = response.columns
        } catch {
            guard error.category == .invalidData else { throw error }
            page.error = page.error ?? error
            page.header = opened.header(page.choices)
        }
        return (frame(page.content), page.dryRun == nil)
    }

    /// The import made. A browser closed meanwhile does not stop it half-way: the server lets a
    /// route finish when its client goes away (Hummingbird cancels no handler for that), so it
    /// ends, all or nothing, and the upload's page then says what it did.
    /// How far it has come is told to `runs`, for the page's live section.
    private static func apply(_ request: WebRequest, _ visit: Visit, runs: ImportRuns) async throws(DomainError) -> Page {
        let opened = try await Opened(request, visit)
        var importing = try opened.request(request.form, dryRun: false, table: try opened.uploads.claim(opened.upload))
        let id = opened.upload.id
        importing.progress = { runs.report(id, .running($0)) }
        defer { runs.report(id, .ended) }
        let response: ImportGuestsResponse
        do throws(DomainError) {
            response = try await ImportGuests(visit.container).execute(importing)
            if !response.problems.isEmpty, !response.skippedInvalid {
                throw .invalid(field: "import", message: "\(Plural.of(response.problems.count, "bad row")), so nothing was imported; fix them, or leave them out")
            }
        } catch {
            opened.uploads.release(opened.upload)
            throw error
        }
        var said = "Imported \(opened.upload.fileName) into \(response.event.handle): \(response.added) added, \(response.updated) updated, \(response.skipped) skipped"
        if response.waitlisted > 0 { said += ", \(response.waitlisted) on the waitlist" }
        if response.skippedInvalid { said += ", \(Plural.of(response.problems.count, "bad row")) left out" }
        opened.uploads.imported(opened.upload, said: said + ".")
        let frame = await EventPage.page(opened.event, tab: "guests", visit: visit)
        return frame(GuestImportPage.done(opened.event, said: [.document(ImportPresenter.imported(response, words: .plain).document,
                                                                          topHeadingLevel: 2, links: [:])]))
    }

    /// The upload a path names, of an event the visitor may change the guests of.
    private struct Opened {
        let event: String
        let uploads: ImportUploads
        let upload: ImportUploads.Upload
        let table: String
        let container: any WebContainer

        init(_ request: WebRequest, _ visit: Visit) async throws(DomainError) {
            event = request.parameters["event"] ?? ""
            let opened = try await EventAccess(visit.container).event(event, for: .changeGuestList)
            uploads = ImportUploads(uploadFolder: visit.container.uploadFolder)
            upload = try uploads.upload(request.parameters["upload"] ?? "", of: opened.id)
            table = uploads.table(upload.id)
            container = visit.container
        }

        var guessed: TableFileOptions { container.tableLayout(at: table) }

        /// The import `fields` choose, of the upload's table (where it is, or where an import
        /// that claimed it moved it).
        func request(_ fields: [String: String], dryRun: Bool, table: String? = nil) throws(DomainError) -> ImportGuestsRequest {
            guard upload.imported == nil else {
                throw .conflict(field: "upload", message: "this file is already imported; upload it again to import it again")
            }
            let table = table ?? self.table
            let choices = try ImportChoices(fields, guessed: container.tableLayout(at: table))
            let source = container.table(at: table, named: upload.fileName, options: choices.layout)
            return choices.request(event: event, source: source, header: choices.columns.isEmpty ? [] : header(choices, of: table), dryRun: dryRun)
        }

        /// The file's first line read as `choices` say; none when it cannot be read so.
        func header(_ choices: ImportChoices, of table: String? = nil) -> [String] {
            var header: [String] = []
            // Stopped at the header: the refusal thrown to stop is not a problem of the file.
            try? container.table(at: table ?? self.table, named: upload.fileName, options: choices.layout).read(header: { cells throws(DomainError) in
                header = cells
                throw .conflict(field: "header", message: "read")
            }, record: { _ in })
            return header
        }
    }
}
