import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Import: headers matched loosely, every bad row told, all or nothing, duplicates, capacity.
@Suite struct ImportGuestsTests {
    func importing(_ fixture: Fixture, _ records: [[String]], onDuplicate: ImportGuestsRequest.OnDuplicate = .skip,
                   dryRun: Bool = false, mappings: [String] = []) async throws -> ImportGuestsResponse {
        return try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: InMemoryTableSource(records), dryRun: dryRun, onDuplicate: onDuplicate, mappings: mappings))
    }

    @Test func headersAreMatchedWithoutCaseAccentsOrPunctuationAndUnknownOnesAreNamed() async throws {
        let fixture = try await Fixture()
        let response = try await importing(fixture, [
            ["Full Name", "E-Mail", "Party size", "RSVP", "Téléphone", "Shoe size", "Régime"],
            ["Ann Lee", "ANN@example.org", "2", "yes", "+1 555 0100", "42", "vegan"],
        ], mappings: ["regime=dietary"])
        #expect(response.added == 1)
        #expect(response.ignoredColumns == ["Shoe size"])
        #expect(response.columns == ["name", "email", "party", "status", "phone", nil, "dietary"], "what each column feeds")
        let ann = try #require(await fixture.guests().first)
        #expect(ann.email?.value == "ann@example.org")
        #expect(ann.others == 2)
        #expect(ann.phone == "+1 555 0100")
        #expect(ann.dietary == "vegan")
        #expect(ann.status == .accepted)
    }

    @Test func everyBadRowIsReportedWithItsLineAndNothingIsWritten() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Kept")
        let before = await fixture.store.snapshot()
        let response = try await importing(fixture, [
            ["name", "email", "party", "status"],
            ["Ok", "ok@example.org", "", ""],
            ["", "x@example.org", "", ""],
            ["Bad Mail", "not-an-email", "", ""],
            ["Bad Party", "", "lots", "later"],
        ])
        #expect(response.problems.count == 3)
        #expect(response.problemLines[0].hasPrefix("3: name: "))
        #expect(response.problemLines[1].hasPrefix("4: email: "))
        #expect(response.problemLines[2].hasPrefix("5: party: "))
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func duplicatesAreSkippedUpdatedOrRefusedAsAsked() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Ann", email: "ann@example.org")
        let rows = [["name", "email", "dietary"], ["Ann B", "ann@example.org", "vegan"], ["Cy", "", ""], ["Cy", "", ""]]
        let skipped = try await importing(fixture, rows)
        #expect((skipped.added, skipped.skipped) == (1, 2))
        let updated = try await importing(fixture, rows, onDuplicate: .update)
        #expect((updated.added, updated.updated) == (0, 3))
        #expect(await fixture.guests().first { $0.email?.value == "ann@example.org" }?.dietary == "vegan")
        let before = await fixture.store.snapshot()
        let refused = try await importing(fixture, rows, onDuplicate: .fail)
        #expect(refused.problems.map(\.line) == [2, 3, 4])
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func acceptancesBeyondCapacityAreWaitlistedInFileOrder() async throws {
        let fixture = try await Fixture(capacity: 4)
        let response = try await importing(fixture, [
            ["name", "party", "status"], ["Ann", "1", "accepted"], ["Bob", "1", "accepted"], ["Cat", "0", "accepted"], ["Dan", "", "maybe"],
        ])
        #expect((response.added, response.waitlisted) == (4, 1))
        #expect(try await fixture.status(of: "cat") == .waitlisted)
        #expect(try await fixture.status(of: "dan") == .maybe)
    }

    @Test func aDryRunCountsTheSameAndWritesNothing() async throws {
        let fixture = try await Fixture(capacity: 1)
        let before = await fixture.store.snapshot()
        let response = try await importing(fixture, [["name", "status"], ["Ann", "accepted"], ["Bob", "accepted"]], dryRun: true)
        #expect((response.added, response.waitlisted, response.dryRun) == (2, 1, true))
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func staffMayNotImportAndAFileWithoutANameColumnIsRefused() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.stan)
        await #expect(throws: DomainError.self) { try await importing(fixture, [["name"], ["Ann"]]) }
        fixture.signIn(fixture.ada)
        await #expect(throws: DomainError.invalid(field: "file", message: "no column gives the guest's name; head one 'Name', or map it with name")) {
            try await importing(fixture, [["email"], ["a@example.org"]])
        }
    }

    @Test func exportWritesWhatImportReadsAndTheRoundTripKeepsTheList() async throws {
        let fixture = try await Fixture(capacity: 3)
        _ = try await importing(fixture, [
            ["name", "email", "party", "plus-ones", "status", "tags", "dietary", "notes"],
            ["Ann", "ann@example.org", "", "Al; Bea", "accepted", "vip; band", "vegan", "=1+1"],
            ["Bob", "", "1", "", "accepted", "", "", ""],
            ["Cat", "cat@example.org", "", "", "declined", "", "", ""],
        ])
        let export = try await ExportGuests(fixture.dependencies).execute(ExportGuestsRequest(event: "gala"))
        #expect(export.exported == 3)
        let written = [export.table.header] + export.table.rows
        #expect(written[0] == ["name", "email", "phone", "party", "plusOnes", "status", "tags", "dietary", "note"])
        #expect(written[1] == ["Ann", "ann@example.org", "", "2", "Al; Bea", "accepted", "vip; band", "vegan", "=1+1"])
        #expect(written[2] == ["Bob", "", "", "1", "", "waitlisted", "", "", ""])
    }

    @Test func columnsHeadedByAQuestionKeyAreAnswersCheckedLikeAddAndExportedAfterTheFixedColumns() async throws {
        let fixture = try await Fixture()
        for request in [AddQuestionRequest(event: "gala", key: "meal", kind: .choice, choices: ["Fish", "Vegan"]),
                        AddQuestionRequest(event: "gala", key: "shuttle", kind: .yesNo)] {
            _ = try await AddQuestion(fixture.dependencies).execute(request)
        }
        let bad = try await importing(fixture, [["name", "Meal", "shuttle"], ["Ann", "pasta", "y"]])
        #expect(bad.problemLines == ["2: answer: 'pasta' is not a choice of 'meal'; use one of Fish, Vegan"])
        let good = try await importing(fixture, [["name", "Meal", "shuttle"], ["Ann", "vegan", "y"], ["Bob", "", "no"]])
        #expect(good.added == 2)
        #expect(good.ignoredColumns.isEmpty)
        let ann = try #require(await fixture.guests().first { $0.name == "Ann" })
        #expect(ann.answers == [try Handle("meal"): "Vegan", try Handle("shuttle"): "yes"])
        let export = try await ExportGuests(fixture.dependencies).execute(ExportGuestsRequest(event: "gala"))
        let written = [export.table.header] + export.table.rows
        #expect(written[0].suffix(3) == ["note", "meal", "shuttle"])
        #expect(written[1].suffix(2) == ["Vegan", "yes"])
        #expect(written[2].suffix(2) == ["", "no"])
    }

    @Test func aColumnMayBeMappedToAQuestionAndAnUnknownTargetNamesTheQuestionsToo() async throws {
        let fixture = try await Fixture()
        _ = try await AddQuestion(fixture.dependencies).execute(AddQuestionRequest(event: "gala", key: "meal", kind: .choice,
                                                                                  choices: ["Fish", "Vegan"]))
        let response = try await importing(fixture, [["name", "Menu wish"], ["Ann", "fish"]], mappings: ["Menu wish=meal"])
        #expect(response.added == 1)
        #expect(await fixture.guests().first?.answers == [try Handle("meal"): "Fish"])
        await #expect(throws: DomainError.invalid(field: "map", message: "'Menu wish=drink' is not COLUMN=FIELD; fields are name, email, phone, party, plusOnes, status, tags, dietary, note, meal, ignore")) {
            try await importing(fixture, [["name", "Menu wish"], ["Bob", "fish"]], mappings: ["Menu wish=drink"])
        }
    }

    /// `COLUMN=ignore` leaves a column out, even one whose header names a field, and it is then
    /// not among the columns no field matched; the others still feed what their headers say.
    @Test func aColumnMappedToIgnoreIsLeftOut() async throws {
        let fixture = try await Fixture()
        let response = try await importing(fixture, [["Name", "Email", "Note", "Cell"], ["Ann", "ann@example.org", "from the old list", "+1 555"]],
                                           mappings: ["note=ignore", "Cell=phone"])
        #expect(response.added == 1 && response.ignoredColumns.isEmpty)
        #expect(response.columns == ["name", "email", nil, "phone"])
        let ann = try #require(await fixture.guests().first)
        #expect(ann.note == nil && ann.phone == "+1 555" && ann.email?.value == "ann@example.org")
    }

    /// Handles come from names; a name the list (or the file) has already is numbered on, in
    /// file order, past numbers already taken.
    @Test func repeatedNamesGetNumberedHandlesInFileOrder() async throws {
        let fixture = try await Fixture()
        try await fixture.add("Guest")
        try await fixture.add("Guest 3")
        let response = try await importing(fixture, [["name", "phone"]] + (1...5).map { ["Guest", "+1 555 010\($0)"] })
        #expect(response.added == 5)
        let handles = await fixture.guests().filter { $0.name == "Guest" }.map(\.handle.value).sorted()
        #expect(handles == ["guest", "guest-2", "guest-4", "guest-5", "guest-6", "guest-7"])
    }
}
