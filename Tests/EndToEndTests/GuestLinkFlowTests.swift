import Foundation
import Testing

/// Personal links from the organiser's side through the built binary, on both stores: a link is
/// printed once and stored only as its digest, refused the second time, rotated, revoked, revoked
/// by a new email, made in bulk as CSV for a mail merge, and never made without a public address.
@Suite struct GuestLinkFlowTests {
    static let publicURL = ["--public-url", "https://rsvp.example.org/"]

    /// Ada owns "gala" with Ann, Bob and a guest whose name a spreadsheet would run.
    func gala(_ backend: Backend) throws -> RushDayProcess {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        for (name, email) in [("Ann", "ann@example.org"), ("Bob", "bob@example.org"), ("=cmd|' /C calc'!A0", "eve@example.org")] {
            let added = try rushday.run(["guests", "add", "gala", "--email", email, "--", name])
            #expect(added.status == 0, "\(added.stderr)")
        }
        return rushday
    }

    /// The link `guests link` printed, and its secret.
    func link(_ rushday: RushDayProcess, _ guest: String, _ extra: [String] = []) throws -> (url: String, secret: String) {
        let outcome = try rushday.run(["guests", "link", "gala", guest] + Self.publicURL + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let url = outcome.stdout.trimmingCharacters(in: .newlines)
        #expect(url.hasPrefix("https://rsvp.example.org/i/"), "\(outcome.stdout)")
        return (url, String(url.dropFirst("https://rsvp.example.org/i/".count)))
    }

    /// Lower-case hex SHA-256, from coreutils: an outside judge of the digest the store keeps.
    func sha256(_ text: String) throws -> String {
        let outcome = try Shell.run("/usr/bin/sha256sum", [], stdin: Data(text.utf8), environment: [:])
        return String(outcome.stdout.prefix(64))
    }

    @Test(arguments: Backend.allCases)
    func aLinkIsPrintedOnceAndTheStoreHoldsOnlyItsDigest(backend: Backend) throws {
        let rushday = try gala(backend)
        let (url, secret) = try link(rushday, "ann")
        #expect(secret.count >= 43, "256 bits of base64url: \(secret)")
        #expect(secret.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        let stored = try rushday.dump()
        #expect(!stored.contains(secret))
        #expect(stored.contains(try sha256(secret)))

        let before = try rushday.dump()
        let again = try rushday.run(["guests", "link", "gala", "ann"] + Self.publicURL)
        again.expectFailure(65, mentioning: ["guest: ann already has a personal link", "kept only as a digest", "'rushday guests link gala ann --rotate'", "old one then stops working"])
        #expect(!again.stderr.contains(secret))
        #expect(try rushday.dump() == before)

        let rotated = try link(rushday, "ann", ["--rotate"])
        #expect(rotated.url != url)
        let rotatedStore = try rushday.dump()
        #expect(rotatedStore.contains(try sha256(rotated.secret)))
        #expect(!rotatedStore.contains(try sha256(secret)))

        let json = try rushday.run(["guests", "link", "gala", "bob", "--format", "json"] + Self.publicURL)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["guest"] as? String == "bob")
        #expect(object["name"] as? String == "Bob")
        #expect(object["email"] as? String == "bob@example.org")
        #expect((object["link"] as? String)?.hasPrefix("https://rsvp.example.org/i/") == true)
    }

    @Test(arguments: Backend.allCases)
    func revokeTwiceAndANewEmailRevokes(backend: Backend) throws {
        let rushday = try gala(backend)
        let (_, secret) = try link(rushday, "ann")
        let revoked = try rushday.run(["guests", "link", "gala", "ann", "--revoke"])
        #expect(revoked.status == 0, "\(revoked.stderr)")
        #expect(revoked.stdout.contains("Revoked ann's personal link"))
        #expect(!(try rushday.dump()).contains(try sha256(secret)))
        let twice = try rushday.run(["guests", "link", "gala", "ann", "--revoke", "--format", "json"])
        #expect(twice.status == 0, "\(twice.stderr)")
        #expect((try JSONSerialization.jsonObject(with: Data(twice.stdout.utf8)) as? [String: Any])?["revoked"] as? Bool == false)

        let (_, bobs) = try link(rushday, "bob")
        let moved = try rushday.run(["guests", "update", "gala", "bob", "--email", "bob@example.com"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout.contains("personal link was revoked"), "\(moved.stdout)")
        #expect(moved.stdout.contains("rushday guests link gala bob"), "\(moved.stdout)")
        #expect(!(try rushday.dump()).contains(try sha256(bobs)))
        let kept = try rushday.run(["guests", "update", "gala", "ann", "--note", "table 4", "--format", "json"])
        #expect((try JSONSerialization.jsonObject(with: Data(kept.stdout.utf8)) as? [String: Any])?["linkRevoked"] as? Bool == false)
    }

    @Test(arguments: Backend.allCases)
    func linksAsCSVHaveOneGuardedRowPerGuestWithoutALink(backend: Backend) throws {
        let rushday = try gala(backend)
        _ = try link(rushday, "bob")
        let outcome = try rushday.run(["guests", "links", "gala", "--format", "csv"], environment: ["RUSHDAY_PUBLIC_URL": "http://localhost:8080"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("1 guest left out"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--rotate"))
        let parsed = try Shell.run("/usr/bin/python3", ["-c", "import csv, json, sys; print(json.dumps(list(csv.reader(sys.stdin))))"],
                                   stdin: Data(outcome.stdout.utf8), environment: [:])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [[String]])
        #expect(rows.first == ["guest", "name", "email", "link"])
        // In the order of `guests list`: by name, and "=" sorts before letters.
        #expect(rows.dropFirst().map { $0[2] } == ["eve@example.org", "ann@example.org"], "\(rows)")
        let eve = try #require(rows.first { $0.count == 4 && $0[2] == "eve@example.org" })
        #expect(eve[1] == "'=cmd|' /C calc'!A0")
        for row in rows.dropFirst() {
            #expect(row[3].hasPrefix("http://localhost:8080/i/"))
            #expect(!(try rushday.dump()).contains(String(row[3].dropFirst("http://localhost:8080/i/".count))))
        }
        let none = try rushday.run(["guests", "links", "gala", "--format", "json"] + Self.publicURL)
        #expect((try JSONSerialization.jsonObject(with: Data(none.stdout.utf8)) as? [Any])?.isEmpty == true, "\(none.stdout)")
        #expect(none.stderr.contains("3 guests left out"))
        let rotated = try rushday.run(["guests", "links", "gala", "--rotate", "--status", "invited", "--format", "json"] + Self.publicURL)
        #expect((try JSONSerialization.jsonObject(with: Data(rotated.stdout.utf8)) as? [Any])?.count == 3)
        #expect(rotated.stderr.isEmpty, "\(rotated.stderr)")
    }

    @Test func aMissingOrWrongPublicAddressIsAUsageErrorNamingBothWays() throws {
        let rushday = try gala(.sqlite)
        let before = try rushday.dump()
        try rushday.run(["guests", "link", "gala", "ann"]).expectFailure(64, mentioning: ["--public-url", "RUSHDAY_PUBLIC_URL"])
        try rushday.run(["guests", "links", "gala"]).expectFailure(64, mentioning: ["--public-url", "RUSHDAY_PUBLIC_URL"])
        try rushday.run(["guests", "link", "gala", "ann", "--public-url", "ftp://example.org"]).expectFailure(64, mentioning: ["--public-url", "http"])
        try rushday.run(["guests", "link", "gala", "ann", "--public-url", "https://example.org/?a=1"]).expectFailure(64, mentioning: ["--public-url", "query"])
        try rushday.run(["guests", "link", "gala", "ann"], environment: ["RUSHDAY_PUBLIC_URL": "example.org"]).expectFailure(64, mentioning: ["RUSHDAY_PUBLIC_URL"])
        try rushday.run(["guests", "link", "gala", "ann", "--rotate", "--revoke"] + Self.publicURL).expectFailure(64, mentioning: ["--rotate", "--revoke"])
        #expect(try rushday.dump() == before)
        #expect(try rushday.run(["guests", "link", "gala", "ann", "--revoke"]).status == 0)
    }
}
