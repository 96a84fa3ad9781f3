import Domain
import Foundation
import Glibc
@testable import RushDayApp
import Testing

/// Guessing links: random secrets open nothing against a real store; links that open nothing
/// (unknown, revoked, rotated) are one 404, byte for byte; after 20 of them an address gets
/// 429 for every further unknown link, while its valid links still open.
@Suite struct GuestPageGuessingTests {
    @Test(arguments: Backend.allCases) func tenThousandRandomSecretsOpenNothing(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let ann = String(try GuestLinks.give(rushday, "ann").dropFirst(3))
        try GuestLinks.give(rushday, "bob")
        let container = try WebTestSite(rushday: rushday).container()
        func open(_ secret: String) async -> Result<String, DomainError> {
            do throws(DomainError) {
                let pass = try await PersonalLink(secret: secret, tokens: container.tokenGenerator, guests: container.store,
                                                  events: container.store).requireGuest()
                return .success(pass.guest.handle.value)
            } catch {
                return .failure(error)
            }
        }
        // Every secret one character from Ann's, then random ones.
        var guesses = Array(ann).indices.map { index in
            var changed = Array(ann)
            changed[index] = changed[index] == "A" ? "B" : "A"
            return String(changed)
        }
        guesses += [String(ann.dropLast()), ann + "A", try GuestLinks.digest(ann)]
        while guesses.count < 10_000 { guesses.append(GuestLinks.secret()) }
        let opened = try await WebTestSite.onSiteThreads { () async throws -> [String] in
            #expect(try (await open(ann)).get() == "ann")
            var opened: [String] = []
            for guess in guesses {
                switch await open(guess) {
                case .success: opened.append(guess)
                case .failure(let error): #expect(error == .linkInvalid)
                }
            }
            return opened
        }
        #expect(opened.isEmpty)
    }

    @Test(arguments: Backend.allCases) func revokedAndRotatedLinksAreTheSame404AsAnUnknownOne(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let old = try GuestLinks.give(rushday, "ann"), bob = try GuestLinks.give(rushday, "bob")
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(old).status == 200)
            #expect(try await browser.get(bob).status == 200)
            let new = try GuestLinks.give(rushday, "ann")
            try GuestLinks.revoke(rushday, "bob")
            let unknown = try await browser.get("/i/" + GuestLinks.secret())
            #expect(unknown.status == 404)
            #expect(unknown.body.contains("Link not valid"))
            for path in [old, bob, old + "/tickets", bob + "/calendar.ics", "/i/" + String(old.dropFirst(3).reversed())] {
                let answer = try await browser.get(path) { $0.status != 200 }
                #expect(answer.status == 404, "\(path)")
                #expect(answer.body == unknown.body, "\(path)")
            }
            #expect(try await browser.post(old, ["answer": "declined"]).status == 404)
            #expect(try await browser.get(new).status == 200)
        }
    }

    /// One guesser behind a venue's NAT shares its address with every guest: past the limit its
    /// unknown links (guests', unsubscribe and door links alike) are 429, and every valid link
    /// from the same address still opens and answers.
    @Test func twentyLinksThatOpenNothingThrottleUnknownLinksOnly() async throws {
        let rushday = try GuestPageEvent.invited()
        let ann = try GuestLinks.give(rushday, "ann")
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(ann).status == 200)
            for attempt in 1...20 {
                let path = ["/i/", "/u/", "/d/"][attempt % 3] + GuestLinks.secret()
                #expect(try await browser.get(path).status == 404, "attempt \(attempt): \(path)")
            }
            for prefix in ["/i/", "/u/", "/d/"] {
                let refused = try await browser.get(prefix + GuestLinks.secret())
                #expect(refused.status == 429, "\(prefix)")
                #expect(refused.body.contains("Too many attempts"))
            }
            for path in [ann, ann + "/tickets", ann + "/calendar.ics"] {
                #expect(try await browser.get(path).status == 200, "\(path): a valid link always opens")
            }
            #expect(try await browser.post(ann, ["answer": "declined"]).status == 303)
            #expect(try await browser.get("/i/" + GuestLinks.secret()).status == 429, "the guesser is still throttled")
        }
        #expect(try GuestLinks.stored(rushday, "ann", "status") == "declined")
    }

    /// Through the binary, whose requests carry the client's address: the address that guessed
    /// is throttled, another is not, and a valid link opens from both; the server's log never
    /// shows a secret.
    @Test func anotherAddressStillGetsItsPage() throws {
        let rushday = try GuestPageEvent.invited()
        let ann = try GuestLinks.give(rushday, "ann")
        let serve = try ServeProcess(rushday)
        func status(_ path: String, from address: String) throws -> String {
            try serve.curl(["--interface", address, "-o", "/dev/null", "-w", "%{http_code}", serve.address + path]).stdout
        }
        for _ in 1...20 { #expect(try status("/i/" + GuestLinks.secret(), from: "127.0.0.2") == "404") }
        #expect(try status("/i/" + GuestLinks.secret(), from: "127.0.0.2") == "429")
        #expect(try status("/i/" + GuestLinks.secret(), from: "127.0.0.1") == "404")
        #expect(try status(ann, from: "127.0.0.2") == "200")
        #expect(try status(ann, from: "127.0.0.1") == "200")
        kill(serve.server.pid, SIGTERM)
        let log = try serve.server.finish(within: 15).stderr
        #expect(log.contains("127.0.0.2 GET /i/[redacted] 429"), "\(log)")
        #expect(log.contains("127.0.0.2 GET /i/[redacted] 200"), "\(log)")
        #expect(log.contains("127.0.0.1 GET /i/[redacted] 404"), "\(log)")
        #expect(!log.contains(ann.dropFirst(3)))
    }
}
