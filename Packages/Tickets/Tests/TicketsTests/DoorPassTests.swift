import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Domain's `DoorPass` over the in-memory store: a link that still opens gives its door; every
/// other link, whatever is wrong with it, gets the same `.doorLinkInvalid`.
@Suite struct DoorPassTests {
    private func pass(_ secret: String, _ fixture: Fixture, tokens: (any TokenGenerator)? = nil) -> DoorPass {
        DoorPass(secret: secret, tokens: tokens ?? fixture.dependencies.tokens, doors: fixture.store, clock: fixture.dependencies.fixedClock)
    }

    @Test func anOpenLinkGivesItsDoor() async throws {
        let fixture = try await Fixture()
        try await fixture.addDoor("front")
        let side = try await fixture.addDoor("side")
        let door = try #require(try await pass(side.secret, fixture).door())
        #expect(door.name == "side" && door.eventID == fixture.event.id)
        #expect(try await NoDoorPass().door() == nil)
    }

    @Test func unknownAndMalformedSecretsAreInvalid() async throws {
        let fixture = try await Fixture()
        let door = try await fixture.addDoor("front")
        let digest = fixture.dependencies.tokens.digest(door.secret)
        for secret in ["token-99", "", "token 1", "token-1\n", String(repeating: "a", count: 129), digest, door.secret.uppercased()] {
            await #expect(throws: DomainError.doorLinkInvalid, "\(secret.debugDescription)") { _ = try await pass(secret, fixture).door() }
        }
    }

    @Test func aRevokedOrExpiredLinkIsInvalid() async throws {
        let fixture = try await Fixture()
        let revoked = try await fixture.addDoor("revoked")
        let expiring = try await fixture.addDoor("expiring", expires: "2027-01-01 12:40")
        _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "revoked"))
        await #expect(throws: DomainError.doorLinkInvalid) { _ = try await pass(revoked.secret, fixture).door() }
        fixture.dependencies.fixedClock.advance(by: 59 * 60)
        #expect(try await pass(expiring.secret, fixture).door()?.name == "expiring")
        fixture.dependencies.fixedClock.advance(by: 60)
        await #expect(throws: DomainError.doorLinkInvalid) { _ = try await pass(expiring.secret, fixture).door() }
    }

    @Test func aLinkWhoseNameIsReusedStaysRevoked() async throws {
        let fixture = try await Fixture()
        let old = try await fixture.addDoor("front")
        _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "front"))
        let new = try await fixture.addDoor("front")
        await #expect(throws: DomainError.doorLinkInvalid) { _ = try await pass(old.secret, fixture).door() }
        #expect(try await pass(new.secret, fixture).door()?.name == "front")
    }

    /// The store is asked by digest, and the digest it holds is compared again (in constant time,
    /// by the token generator): a lookup alone opens nothing.
    @Test func theStoredDigestIsComparedAgain() async throws {
        struct NeverMatching: TokenGenerator {
            let tokens: CountingTokenGenerator
            func makeToken() -> String { tokens.makeToken() }
            func digest(_ token: String) -> String { tokens.digest(token) }
            func matches(_ token: String, digest: String) -> Bool { false }
        }
        let fixture = try await Fixture()
        let door = try await fixture.addDoor("front")
        await #expect(throws: DomainError.doorLinkInvalid) {
            _ = try await pass(door.secret, fixture, tokens: NeverMatching(tokens: fixture.dependencies.tokens)).door()
        }
    }

    /// Made per request, a pass resolves once; the next request sees the revocation.
    @Test func eachRequestAsksAgain() async throws {
        let fixture = try await Fixture()
        let door = try await fixture.addDoor("front")
        let request = pass(door.secret, fixture)
        #expect(try await request.door()?.name == "front")
        _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "front"))
        #expect(try await request.door()?.name == "front")
        await #expect(throws: DomainError.doorLinkInvalid) { _ = try await pass(door.secret, fixture).door() }
    }
}
