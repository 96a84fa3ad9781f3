import Auth
import DesignTokens
import Domain
import Foundation
import Testing

@Suite struct AccountPresenterTests {
    let account = AccountResponse(
        userID: UserID(uuidString: "00000000-0000-0000-0000-0000000000AB")!,
        email: try! EmailAddress("ada@example.org"),
        displayName: "Ada Lovelace",
        createdAt: Date(timeIntervalSince1970: 1_798_761_600),
        sessionExpiresAt: Date(timeIntervalSince1970: 1_798_761_600 + 30 * 24 * 3600 + 5)
    )

    private func json(_ presentation: Presentation) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(presentation.json), as: UTF8.self)
    }

    private func texts(_ document: Document) -> [String] {
        document.blocks.flatMap { block -> [String] in
            switch block {
            case let .status(_, text, _), let .heading(text, _), let .text(text, _, _): [text]
            case let .sentence(cell, _, _): [cell.text]
            case let .card(card): [card.title] + card.fields.flatMap { [$0.label, $0.value.text] }
            case let .table(table): table.rows.flatMap { $0.map(\.text) }
            case let .timeline(timeline): timeline.lanes.flatMap { [$0.title] + $0.spans.map(\.label) }
            case .spacer, .picture: []
            }
        }
    }

    @Test func accountChangesSayWhatChanged() throws {
        #expect(texts(AccountPresenter.renamed(account).document).first == "Renamed: Ada Lovelace <ada@example.org>")
        #expect(texts(AccountPresenter.emailChanged(account).document).first == "Email changed: sign in as ada@example.org from now on")
        let one = AccountPresenter.loggedOutEverywhere(LogOutEverywhereResponse(sessionsEnded: 1))
        #expect(texts(one.document) == ["Signed out everywhere: 1 session ended"])
        let three = AccountPresenter.loggedOutEverywhere(LogOutEverywhereResponse(sessionsEnded: 3))
        #expect(texts(three.document) == ["Signed out everywhere: 3 sessions ended"])
        #expect(try json(three) == #"{"sessionsEnded":3}"#)
    }

    @Test func jsonHasTheDocumentedKeysAndValues() throws {
        #expect(try json(AccountPresenter.loggedIn(account)) == #"""
        {"createdAt":"2027-01-01T00:00:00Z","displayName":"Ada Lovelace","email":"ada@example.org","sessionExpiresAt":"2027-01-31T00:00:05Z","userId":"00000000-0000-0000-0000-0000000000ab"}
        """#)
    }

    @Test func everyAccountCommandSharesTheJSONAndCSV() throws {
        let expected = try json(AccountPresenter.loggedIn(account))
        for presentation in [AccountPresenter.signedUp(account), AccountPresenter.whoAmI(account), AccountPresenter.passwordChanged(account)] {
            #expect(try json(presentation) == expected)
            #expect(presentation.csv == AccountPresenter.loggedIn(account).csv)
        }
    }

    @Test func documentLeadsWithTheSignedInStatusAndShowsTheAccount() throws {
        let document = AccountPresenter.loggedIn(account).document

        #expect(document.blocks.first == .status(.success, "Signed in as Ada Lovelace <ada@example.org>", .success))
        let card = try #require(document.blocks.compactMap { block -> Card? in
            if case let .card(card) = block { card } else { nil }
        }.first)
        #expect(card.fields.map(\.value.text).contains("ada@example.org"))
        #expect(card.fields.map(\.value.text).contains("00000000-0000-0000-0000-0000000000ab"))
        #expect(card.fields.map(\.value.text).contains("2027-01-31T00:00:05Z"))
    }

    @Test func eachCommandHasItsOwnHeadline() {
        let headlines = [
            AccountPresenter.signedUp(account), AccountPresenter.loggedIn(account),
            AccountPresenter.passwordChanged(account),
        ].map { texts($0.document).first ?? "" }

        #expect(headlines[0] == "Account created; signed in as Ada Lovelace <ada@example.org>")
        #expect(headlines[2].hasPrefix("Password changed for Ada Lovelace <ada@example.org>"))
        #expect(Set(headlines).count == 3)
        #expect(texts(AccountPresenter.whoAmI(account).document).contains("ada@example.org"))
    }

    @Test func csvIsOneRowUnderTheJSONKeys() {
        let csv = AccountPresenter.whoAmI(account).csv

        #expect(csv.columns.map(\.title) == ["userId", "email", "displayName", "createdAt", "sessionExpiresAt"])
        #expect(csv.rows == [[
            "00000000-0000-0000-0000-0000000000ab", "ada@example.org", "Ada Lovelace",
            "2027-01-01T00:00:00Z", "2027-01-31T00:00:05Z",
        ]])
    }

    @Test func logOutSaysWhetherASessionEnded() throws {
        let signedOut = AccountPresenter.loggedOut(LogOutResponse(wasSignedIn: true))
        #expect(try json(signedOut) == #"{"wasSignedIn":true}"#)
        #expect(signedOut.document.blocks == [.status(.success, "Signed out", .success)])
        #expect(signedOut.csv.rows == [["true"]])

        let nothing = AccountPresenter.loggedOut(LogOutResponse(wasSignedIn: false))
        #expect(try json(nothing) == #"{"wasSignedIn":false}"#)
        #expect(texts(nothing.document) == ["Not signed in; nothing to sign out"])
        #expect(nothing.csv.rows == [["false"]])
    }
}
