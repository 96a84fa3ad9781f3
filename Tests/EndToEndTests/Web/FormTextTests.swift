import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// Text from a browser is UTF-8 or refused: a form field or query value whose bytes are not
/// (`%ff%fe`, a lone continuation byte, an overlong form, a surrogate) is answered 422 naming the
/// field, on every form and query, and the store keeps what it had; never repaired to U+FFFD.
@Suite struct FormTextTests {
    static let notText = ["%ff%fe", "%80", "Ann%c0%af", "%ed%a0%80", "%f4%90%80%80", "ok%e2%82"]

    @Test(arguments: Backend.allCases) func aGuestsAnswerWithBytesThatAreNotTextChangesNothing(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let ann = try GuestLinks.give(rushday, "ann")
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(ann).status == 200)
            let token = try #require(browser.formToken)
            for bytes in Self.notText {
                for field in ["dietary", "song", "answer"] {
                    var fields = ["answer=accepted", "party=1", "dietary=none", "song=la", "csrf=\(token)"].filter { !$0.hasPrefix(field + "=") }
                    fields.append("\(field)=\(bytes)")
                    let posted = try await browser.send(ann, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                        body: ByteBuffer(string: fields.joined(separator: "&")))
                    #expect(posted.status == 422, "\(field)=\(bytes)")
                    #expect(posted.body.hasPrefix("\(field): is not valid UTF-8 text"), "\(posted.body)")
                    #expect(!posted.body.contains("\u{FFFD}"))
                }
            }
            let search = try await browser.get("/events/gala/guests?search=%ff", accept: "application/json")
            #expect(search.status == 422 && search.body.contains("\"field\":\"search\""), "\(search.body)")
        }
        #expect(try GuestLinks.stored(rushday, "ann", "status") == "invited")
        #expect(try GuestLinks.stored(rushday, "ann", "dietary") == nil)
    }

    @Test func theSignInFormNeverEchoesRepairedText() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            _ = try await browser.get("/signin")
            let token = try #require(browser.formToken)
            let posted = try await browser.send("/signin", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                body: ByteBuffer(string: "email=%ff%fe%fd&password=x&csrf=\(token)"))
            #expect(posted.status == 422)
            #expect(posted.body == "email: is not valid UTF-8 text; type it again, or save the file as UTF-8\n")
            #expect(browser.cookie("rushday_session") == nil)
            let fine = try await browser.send("/signin", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                              body: ByteBuffer(string: "email=ada%40example.org&password=correct+horse+battery&csrf=\(token)"))
            #expect(fine.status == 303, "plus signs are spaces, percent escapes bytes: \(fine.body)")
        }
    }
}
