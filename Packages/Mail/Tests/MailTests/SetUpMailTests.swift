import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// `mail setup`: the server's address read strictly, one set-up per store, and `mail test`.
struct SetUpMailTests {
    func setUp(_ fixture: Fixture, _ smtp: String, from: String = "Gala Team <party@example.org>", perMinute: Int? = nil) async throws -> MailSetupResponse {
        try await SetUpMail(fixture.dependencies).execute(MailSetupRequest(smtp: smtp, from: from, publicURL: "https://rsvp.example.org",
                                                                           perMinute: perMinute), passwordKnown: true)
    }

    @Test(arguments: [
        ("smtp://ada@mail.example.org", MailServer(host: "mail.example.org", port: 587, user: "ada", security: .starttls)),
        ("smtp://mail.example.org?tls=implicit", MailServer(host: "mail.example.org", port: 465, security: .implicit)),
        ("smtp://mail.example.org:2525?tls=none", MailServer(host: "mail.example.org", port: 2525, security: .none)),
        ("smtp://a%40b@mail.example.org:25", MailServer(host: "mail.example.org", port: 25, user: "a@b", security: .starttls)),
    ])
    func anAddressSetsTheServerWithItsDefaults(smtp: String, server: MailServer) async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.nora)
        let response = try await setUp(fixture, smtp)
        #expect(response.settings?.server == server)
        #expect(await fixture.store.mailSettings()?.server == server)
        #expect(await fixture.store.mailSettings()?.updatedBy == fixture.nora.id, "any signed-in account may set it, and is named")
    }

    @Test(arguments: ["smtp://ada:hunter2@mail.example.org", "http://mail.example.org", "smtp://", "smtp://mail.example.org?tls=maybe",
                      "smtp://mail.example.org:0"])
    func aBadAddressOrOneHoldingAPasswordIsRefusedAndChangesNothing(smtp: String) async throws {
        let fixture = try await Fixture()
        try await fixture.expectRefused(field: "smtp") { _ = try await setUp(fixture, smtp) }
    }

    @Test func aBadSenderOrRateIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.expectRefused(field: "from") { _ = try await setUp(fixture, "smtp://mail.example.org", from: "Gala <not an address>") }
        try await fixture.expectRefused(field: "per-minute") { _ = try await setUp(fixture, "smtp://mail.example.org", perMinute: 0) }
        fixture.signIn(nil)
        try await fixture.expectRefused(.notSignedIn) { _ = try await setUp(fixture, "smtp://mail.example.org") }
    }

    @Test func theTestMailGoesStraightToTheServerAndAnswersItsReply() async throws {
        let fixture = try await Fixture()
        fixture.transport.script([MailDelivery(.permanent, reply: "550 relaying denied")])
        let before = await fixture.store.snapshot()
        let delivery = try await SendTestMail(fixture.dependencies).execute(to: "someone@example.net", password: "hunter2")
        #expect(delivery == MailDelivery(.permanent, reply: "550 relaying denied"))
        #expect(await fixture.store.snapshot() == before, "not through the outbox")
        let mail = try #require(fixture.transport.handed.first)
        #expect(mail.to.address.value == "someone@example.net")
        #expect(mail.from == fixture.settings.sender)
        #expect(fixture.transport.passwords == ["hunter2"])
    }

    @Test func theSetUpIsShownToAnySignedInAccountWithWhoMadeIt() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.nora)
        let shown = try await ShowMailSetup(fixture.dependencies).execute(passwordKnown: false)
        #expect(shown.settings == fixture.settings)
        #expect(shown.updatedBy == "Ada")
        #expect(!shown.passwordKnown)
        let withoutSetUp = TestDependencies()
        withoutSetUp.signedIn.signIn(fixture.nora)
        #expect(try await ShowMailSetup(withoutSetUp).execute(passwordKnown: true).settings == nil)
        fixture.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { _ = try await ShowMailSetup(fixture.dependencies).execute(passwordKnown: true) }
    }

    /// Each field given alone changes that field and keeps the others; a first set-up needs the
    /// server, the sender and a public address (the environment's serves as the last).
    @Test func aChangeNamesOnlyWhatChanges() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.nora)
        let before = try #require(await fixture.store.mailSettings())
        let server = try await SetUpMail(fixture.dependencies).execute(MailSetupRequest(smtp: "smtp://relay.example.net:2525"), passwordKnown: true)
        #expect(server.settings?.server == MailServer(host: "relay.example.net", port: 2525, security: .starttls))
        #expect(server.settings?.sender == before.sender)
        #expect(server.settings?.publicURL == before.publicURL)
        let rate = try await SetUpMail(fixture.dependencies).execute(MailSetupRequest(perMinute: 30), passwordKnown: true)
        #expect(rate.settings?.server.host == "relay.example.net")
        #expect(rate.settings?.perMinute == 30)
        let sender = try await SetUpMail(fixture.dependencies).execute(MailSetupRequest(from: "Nora <nora@example.org>",
                                                                                         defaultPublicURL: "https://elsewhere.example"),
                                                                       passwordKnown: true)
        #expect(sender.settings?.sender.address.value == "nora@example.org")
        #expect(sender.settings?.perMinute == 30, "kept")
        #expect(sender.settings?.publicURL == before.publicURL, "the environment's address serves only a first set-up")

        let fresh = TestDependencies()
        fresh.signedIn.signIn(fixture.nora)
        await #expect(throws: DomainError.self) { _ = try await SetUpMail(fresh).execute(MailSetupRequest(smtp: "smtp://mail.example.org"), passwordKnown: true) }
        await #expect(throws: DomainError.self) {
            _ = try await SetUpMail(fresh).execute(MailSetupRequest(smtp: "smtp://mail.example.org", from: "Gala <party@example.org>"), passwordKnown: true)
        }
        #expect(try await fresh.mailSettingsRepository.mailSettings() == nil, "refusals write nothing")
        let first = try await SetUpMail(fresh).execute(MailSetupRequest(smtp: "smtp://mail.example.org", from: "Gala <party@example.org>",
                                                                        defaultPublicURL: "https://rsvp.example.org"), passwordKnown: true)
        #expect(first.settings?.publicURL == "https://rsvp.example.org")
    }
}
