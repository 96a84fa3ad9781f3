import Domain
import SQLiteStore
import SQLStorage
import Testing

/// `readingStatement`, the one-statement read every page's lookups use: its rows in the
/// statement's order; anything but a SELECT refused before it runs, the file left as it was.
@Suite struct ReadingStatementTests {
    @Test func aStatementReadAloneAnswersItsRowsAndRefusesToWrite() async throws {
        try await withStore { store, path in
            for email in ["cy@example.org", "ada@example.org", "bo@example.org"] { try await store.addAccount(try makeUser(email)) }
            let query: SQL = "SELECT email FROM users WHERE email <> \("bo@example.org") ORDER BY email"
            for _ in 0..<2 { #expect(try await store.readingStatement(query) { try $0.text(0) } == ["ada@example.org", "cy@example.org"]) }
            #expect(try await store.readingFirst("SELECT email FROM users WHERE email = \("nobody@example.org")") { try $0.text(0) } == nil)

            for statement in ["DELETE FROM users", "  UPDATE users SET display_name = 'x'", "WITH gone AS (DELETE FROM users RETURNING 1) SELECT 1"] {
                await #expect(throws: SQL(statement, []).notAQuery) { try await store.readingStatement(SQL(statement, [])) { _ in 0 } }
            }
            #expect(try await rowCount("users", path) == 3)
        }
    }
}
