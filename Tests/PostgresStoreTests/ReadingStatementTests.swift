import Domain
import PostgresStore
import SQLStorage
import Testing

/// `readingStatement`, sent alone and prepared per connection: the same rows each time it
/// runs (prepared on the first, only bound after), as many at once as the pool holds
/// connections; anything but a SELECT refused before it is sent, the database left as it was.
@Suite struct ReadingStatementTests {
    @Test func aStatementReadAloneAnswersItsRowsAndRefusesToWrite() async throws {
        try await withStore { store, _ in
            for email in ["cy@example.org", "ada@example.org", "bo@example.org"] { try await store.addAccount(try makeUser(email)) }
            let query: SQL = "SELECT email FROM users WHERE email <> \("bo@example.org") ORDER BY email"
            try await withThrowingTaskGroup(of: [String].self) { group in
                for _ in 0..<12 { group.addTask { try await store.readingStatement(query) { try $0.text(0) } } }
                for try await emails in group { #expect(emails == ["ada@example.org", "cy@example.org"]) }
            }
            #expect(try await store.readingFirst("SELECT email FROM users WHERE email = \("nobody@example.org")") { try $0.text(0) } == nil)

            for statement in ["DELETE FROM users", "  UPDATE users SET display_name = 'x'", "WITH gone AS (DELETE FROM users RETURNING 1) SELECT 1"] {
                await #expect(throws: SQL(statement, []).notAQuery) { try await store.readingStatement(SQL(statement, [])) { _ in 0 } }
            }
            #expect(try await store.readingStatement("SELECT count(*) FROM users") { try $0.integer(0) } == [3])
        }
    }
}
