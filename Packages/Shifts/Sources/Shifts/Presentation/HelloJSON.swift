import Foundation

/// The `--format json` answer of `rushday shifts hello`. Stable schema:
///
/// ```json
/// { "name": "Ada Lovelace", "greetedAt": "2027-01-01T00:00:00Z" }
/// ```
struct HelloJSON: Encodable, Hashable, Sendable {
    let name: String
    let greetedAt: String

    init(_ response: HelloResponse) {
        name = response.name
        greetedAt = response.greetedAt.formatted(.iso8601)
    }
}
