import Foundation
import Testing

/// `guests import` in the browser: a CSV posted as a multipart form, kept as the event's upload,
/// read as the page's choices say (separator, encoding, duplicates, bad rows, each column's
/// field) with the dry run's counts and every bad row before anything is written; then the
/// import, all or nothing through the same use case, on both stores. Refusals beside the file,
/// the store unchanged; staff, forged tokens and other events' uploads are refused.
@Suite struct GuestImportPageTests {
    /// Windows-1252, separated by semicolons (a spreadsheet on a German Windows): "Zoë" is one
    /// byte 0xEB; line 4's email is bad; Kept is already on the list.
    static let file: [UInt8] = Array("Full name;E-mail;Cell;Notes\r\n".utf8) + Array("Zo".utf8) + [0xEB]
        + Array(";zoe@example.org;+49 30 1234;<b>vegan</b>\r\nKept;kept@example.org;;again\r\nBad;not-an-email;;\r\nLen;len@example.org;;\r\n".utf8)
    static let quiet: Set<String> = ["sign_in_throttles", "sign_in_failures"]

    @Test(arguments: Backend.allCases) func uploadCheckAndImport(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["guests", "add", "gala", "Kept", "--email", "kept@example.org"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/guests").body.contains("href=\"/events/gala/guests/import\""))
            let form = try await browser.get("/events/gala/guests/import")
            #expect(form.status == 200 && form.body.contains("enctype=\"multipart/form-data\"") && form.body.contains("type=\"file\""), "\(form.body)")

            let before = try rushday.dump(excluding: Self.quiet)
            let posted = try await browser.upload("/events/gala/guests/import", file: ("file", "<i>list</i>.csv", Self.file))
            #expect(posted.status == 303, "\(posted.status) \(posted.body)")
            let page = try #require(posted.header("Location"))
            #expect(page.hasPrefix("/events/gala/guests/import/"))
            let preview = try await browser.get(page)
            #expect(preview.status == 200)
            #expect(preview.body.contains("<a href=\"/events/gala/guests/import\">upload another file</a>"), "no way back to another file")
            #expect(preview.body.contains("Import &lt;i&gt;list&lt;/i&gt;.csv") && !preview.body.contains("<i>list</i>"), "the file's name is text")
            #expect(preview.body.contains("<option value=\"semicolon\" selected=\"selected\">") && preview.body.contains("<option value=\"windows-1252\" selected=\"selected\">"),
                    "the separator and the encoding are guessed: \(preview.body)")
            #expect(preview.body.contains("Column 3: Cell") && preview.body.contains("Column 4: Notes"))
            #expect(preview.body.contains("Would import into gala: 2 added, 0 updated, 1 skipped"), "\(preview.body)")
            #expect(preview.body.contains("1 bad row") && preview.body.contains(">4<") && preview.body.contains("not-an-email"))
            #expect(!preview.body.contains("Import 2 guests"), "bad rows refuse the file unless left out")
            #expect(try rushday.dump(excluding: Self.quiet) == before, "a preview writes nothing")

            // Cell is no field's name: mapped to phone, Notes to note, the bad rows left out.
            let choices = ["delimiter": "semicolon", "encoding": "windows-1252", "duplicates": "update", "skip-invalid": "on",
                           "column-0": "name", "column-1": "email", "column-2": "phone", "column-3": "note"]
            let chosen = try await browser.get(page + "?" + choices.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "&"))
            #expect(chosen.body.contains("Would import into gala: 2 added, 1 updated, 0 skipped") && chosen.body.contains("Import 3 guests"), "\(chosen.body)")
            let rejects = try await browser.get(page + "/rejects.csv?skip-invalid=on&delimiter=semicolon&encoding=windows-1252")
            #expect(rejects.status == 200 && rejects.header("Content-Disposition") == "attachment; filename=\"gala-rejects.csv\"")
            #expect(rejects.body.hasPrefix("Full name,E-mail,Cell,Notes,problem") && rejects.body.contains("Bad,not-an-email"), "\(rejects.body)")
            let wrong = try await browser.get(page + "?encoding=utf-8&delimiter=semicolon")
            #expect(wrong.status == 422 && wrong.body.contains("id=\"encoding-error\"") && wrong.body.contains("is not UTF-8"), "\(wrong.body)")
            let twice = try await browser.get(page + "?column-0=name&column-1=name")
            #expect(twice.status == 422 && twice.body.contains("id=\"map-error\"") && twice.body.contains("two columns give the name"), "\(twice.body)")
            #expect(try rushday.dump(excluding: Self.quiet) == before)

            _ = try await browser.get(page)
            let imported = try await browser.post(page, choices)
            #expect(imported.status == 200 && imported.body.contains("Guests imported") && imported.body.contains("Imported into gala: 2 added, 1 updated"),
                    "\(imported.status) \(imported.body)")
            let again = try await browser.get(page)
            #expect(again.body.contains("Imported &lt;i&gt;list&lt;/i&gt;.csv into gala: 2 added, 1 updated, 0 skipped, 1 bad row left out."), "\(again.body)")
            let after = try rushday.dump(excluding: Self.quiet)
            let replayed = try await browser.post(page, choices)
            #expect(replayed.status == 422, "a replayed import imports nothing: \(replayed.status)")
            #expect(try rushday.dump(excluding: Self.quiet) == after)
        }
        let guests = try #require(try ConfEvent.json(try rushday.run(["guests", "list", "gala", "--format", "json"])) as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: guests.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName.keys.sorted() == ["Kept", "Len", "Zoë"])
        #expect(byName["Zoë"]?["phone"] as? String == "+49 30 1234" && byName["Zoë"]?["note"] as? String == "<b>vegan</b>")
        #expect(byName["Kept"]?["note"] as? String == "again", "updated from the file")
    }

    @Test(arguments: Backend.allCases) func refusedUploadsChangeNothing(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["events", "create", "Other", "--starts", "2027-07-01T19:00", "--ends", "2027-07-01T23:00", "--timezone", "Europe/Berlin"]).status == 0)
        let uploads = rushday.root.appendingPathComponent("config/uploads/imports")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/guests/import")
            let before = try rushday.dump(excluding: Self.quiet)
            let none = try await browser.upload("/events/gala/guests/import", file: nil)
            #expect(none.status == 422 && none.body.contains("id=\"file-error\"") && none.body.contains("choose a CSV file"), "\(none.status) \(none.body)")
            let forged = try await browser.upload("/events/gala/guests/import", file: ("file", "list.csv", Self.file), csrf: false)
            #expect(forged.status == 403)
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: uploads.path)) ?? []).isEmpty, "no upload is kept for a refused post")

            _ = try await browser.get("/events/gala/guests/import")
            let empty = try await browser.upload("/events/gala/guests/import", file: ("file", "empty.csv", []))
            let emptyPage = try #require(empty.header("Location"))
            let emptyPreview = try await browser.get(emptyPage)
            #expect(emptyPreview.body.contains("empty.csv is empty"), "an empty file is named by its own name: \(emptyPreview.body)")
            _ = try await browser.get("/events/gala/guests/import")
            let posted = try await browser.upload("/events/gala/guests/import", file: ("file", "list.csv", Self.file))
            let page = try #require(posted.header("Location"))
            let id = String(page.split(separator: "/").last ?? "")
            #expect(try await browser.get("/events/other/guests/import/\(id)").status == 404, "an upload belongs to its event")
            #expect(try await browser.get("/events/gala/guests/import/..%2F..%2Fconfig").status == 404)
            #expect(try await browser.get("/events/gala/guests/import/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").status == 404)
            let pipe = try await browser.get(page + "?delimiter=pipe")
            #expect(pipe.body.contains("id=\"delimiter-error\""), "\(pipe.body)")
            _ = try await browser.get(page)
            let bad = try await browser.post(page, ["delimiter": "semicolon", "encoding": "windows-1252"])
            #expect(bad.status == 422 && bad.body.contains("so nothing was imported"), "bad rows refuse the whole file: \(bad.status)")
            _ = try await browser.get(page)
            #expect(try await browser.post(page, ["skip-invalid": "on"], csrf: false).status == 403)
            #expect(try rushday.dump(excluding: Self.quiet) == before, "a refusal changed the store")
        }
    }

    @Test func staffAreRefusedTheImport() async throws {
        let rushday = try GalaEvent.withStaff()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            #expect(!(try await browser.get("/events/gala/guests").body.contains("/guests/import")))
            #expect(try await browser.get("/events/gala/guests/import").status == 403)
            let posted = try await browser.upload("/events/gala/guests/import", file: ("file", "list.csv", Self.file))
            #expect(posted.status == 403)
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: rushday.root.appendingPathComponent("config/uploads/imports").path)) ?? []).isEmpty)
    }
}
