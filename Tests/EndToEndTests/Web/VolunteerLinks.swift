import Foundation
import Testing

/// Volunteers' personal links as `rushday shifts volunteers link` prints them, the board the
/// volunteer-page tests start from, and what those tests read off a page.
enum VolunteerLinks {
    static let publicURL = "https://crew.example.org"

    /// What the store holds, as equal dumps mean nothing changed: not the sign-in throttle nor
    /// the sessions the command line keeps, nor the form key `serve` makes when it starts.
    static func dump(_ rushday: RushDayProcess) throws -> String {
        try rushday.dump(excluding: ["sign_in_throttles", "sessions", "server_secrets"])
    }

    static func run(_ rushday: RushDayProcess, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try rushday.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)", sourceLocation: sourceLocation)
    }

    /// Runs `shifts volunteers link EVENT VOLUNTEER` and answers the path of the link it printed,
    /// `/v/SECRET`.
    static func make(_ rushday: RushDayProcess, _ volunteer: String, event: String = "gala", rotate: Bool = false,
                     sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let outcome = try rushday.run(["shifts", "volunteers", "link", event, volunteer, "--public-url", publicURL] + (rotate ? ["--rotate"] : []))
        #expect(outcome.status == 0, "link \(event) \(volunteer): \(outcome.stderr)", sourceLocation: sourceLocation)
        let url = outcome.stdout.trimmingCharacters(in: .newlines)
        #expect(url.hasPrefix(publicURL + "/v/"), "\(url)", sourceLocation: sourceLocation)
        return String(url.dropFirst(publicURL.count))
    }

    /// The secret of a link's path `/v/SECRET`.
    static func secret(_ path: String) -> String {
        String(path.dropFirst(3))
    }

    /// Whether `text` is a whole secret of 256 bits in base64url without padding.
    static func isSecret(_ text: Substring) -> Bool {
        text.count == 43 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// "gala" (Saturday 12 June 2027 in Berlin, +02:00), owned by Ada, with its shifts:
    ///
    /// - roles Bar, and Door, which needs approval;
    /// - #1 Early bar 17:00-19:00 in the Main tent, Bar=1, taken by Cleo;
    /// - #2 Late bar 18:00-20:00 in the Main tent, Bar=2 (overlaps #1 and #5);
    /// - #3 Door 19:00-21:00, Door=1;
    /// - #4 Clean-up 23:00-01:00, Bar=2, Dan on it;
    /// - #5 Relief 19:30-21:00, Bar=1;
    /// - #6 Set-up on 1 November 2026, long started, Bar=2;
    /// - volunteers #1 Ann Smith and #2 Bob Smith, the household Smith, both Bar, Bob asking for
    ///   the door too; #3 Cleo Park, alone; #4 Dan Lee of the household Lee;
    ///
    /// and "party" (1 July 2027), with its own Bar, shift #1 Party bar and Pia Smith, whose
    /// household is also called Smith, on it.
    static func gala(backend: Backend) throws -> RushDayProcess {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        let steps: [[String]] = [
            ["roles", "add", "gala", "Bar"],
            ["roles", "add", "gala", "Door", "--needs-approval"],
            ["add", "gala", "Early bar", "--starts", "2027-06-12T17:00", "--ends", "2027-06-12T19:00", "--place", "Main tent", "--need", "Bar=1"],
            ["add", "gala", "Late bar", "--starts", "2027-06-12T18:00", "--ends", "2027-06-12T20:00", "--place", "Main tent", "--need", "Bar=2"],
            ["add", "gala", "Door", "--starts", "2027-06-12T19:00", "--ends", "2027-06-12T21:00", "--need", "Door=1"],
            ["add", "gala", "Clean-up", "--starts", "2027-06-12T23:00", "--ends", "2027-06-13T01:00", "--need", "Bar=2"],
            ["add", "gala", "Relief", "--starts", "2027-06-12T19:30", "--ends", "2027-06-12T21:00", "--need", "Bar=1"],
            ["add", "gala", "Set-up", "--starts", "2026-11-01T10:00", "--ends", "2026-11-01T12:00", "--need", "Bar=2"],
            ["volunteers", "add", "gala", "Ann Smith", "--email", "ann@example.org", "--role", "Bar", "--household", "Smith"],
            ["volunteers", "add", "gala", "Bob Smith", "--role", "Bar", "--role", "Door", "--household", "Smith"],
            ["volunteers", "add", "gala", "Cleo Park", "--role", "Bar"],
            ["volunteers", "add", "gala", "Dan Lee", "--role", "Bar", "--household", "Lee"],
            ["assign", "gala", "1", "3"],
            ["assign", "gala", "4", "4"],
        ]
        for arguments in steps { try run(rushday, ["shifts"] + arguments) }
        try run(rushday, ["events", "create", "Party", "--starts", "2027-07-01T19:00", "--ends", "2027-07-01T23:00", "--timezone", "Europe/Berlin"])
        for arguments in [["roles", "add", "party", "Bar"],
                          ["add", "party", "Party bar", "--starts", "2027-07-01T19:00", "--ends", "2027-07-01T21:00", "--need", "Bar=2"],
                          ["volunteers", "add", "party", "Pia Smith", "--role", "Bar", "--household", "Smith"],
                          ["assign", "party", "1", "1"]] {
            try run(rushday, ["shifts"] + arguments)
        }
        return rushday
    }

    /// The numbers of the volunteers on `shift` of `event`, as `shifts show` lists them.
    static func onShift(_ rushday: RushDayProcess, _ shift: Int, event: String = "gala",
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int] {
        let outcome = try rushday.run(["shifts", "show", event, String(shift), "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any],
                                  "\(outcome.stderr)", sourceLocation: sourceLocation)
        let roles = object["roles"] as? [[String: Any]] ?? []
        return roles.flatMap { ($0["volunteers"] as? [[String: Any]] ?? []).compactMap { $0["number"] as? Int } }.sorted()
    }

    /// The text of the page's `#refusal`, its entities read back; nil when it has none.
    static func refusal(_ page: String) -> String? {
        page.firstMatch(of: /<p[^>]*id="refusal"[^>]*>(.*?)<\/p>/).map { unescaped(String($0.1)) }
    }

    /// HTML's entities for the five characters a page escapes, read back.
    static func unescaped(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The shifts (`data-shift`) and household members (`data-member`) of the page's own shifts.
    static func seats(_ page: String) -> [String] {
        page.matches(of: /<li class="card volunteer-seat" data-shift="(\d+)" data-member="(\d+)"/).map { "\($0.1)/\($0.2)" }
    }

    /// The shifts and roles the page offers places on, "shift/role".
    static func openPlaces(_ page: String) -> [String] {
        page.matches(of: /<li class="card open-place" data-shift="(\d+)" data-role="([^"]*)"/).map { "\($0.1)/\($0.2)" }
    }

    /// RFC 5545's folded lines joined again.
    static func unfolded(_ calendar: String) -> String {
        calendar.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n\t", with: "")
    }

    /// `date` as the event's zone shows it: "2027-06-12 19:00 +02:00".
    static func berlin(_ date: Date, _ format: String = "yyyy-MM-dd HH:mm xxx") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Berlin")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}
