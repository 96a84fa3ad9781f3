import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

extension Fixture {
    /// Gives the guest `handle` a personal link, as `guests link` would (a new secret, its
    /// digest stored), and answers the dependencies of a request opened with it.
    func link(_ handle: String) async throws -> TestDependencies {
        let secret = dependencies.tokens.makeToken()
        try await storeLinkDigest(dependencies.tokens.digest(secret), of: handle)
        return opened(with: secret)
    }

    /// Stores `digest` as the guest's link digest; nil revokes the link.
    func storeLinkDigest(_ digest: String?, of handle: String) async throws {
        try await store.change(event: event.id) { _, guests throws(DomainError) in
            guard let index = guests.firstIndex(where: { $0.handle.value == handle }) else { throw .referenceMissing }
            guests[index].linkDigest = digest
        }
    }

    /// The dependencies of a request whose address holds `secret`.
    func opened(with secret: String) -> TestDependencies {
        var opened = dependencies
        opened.link = secret
        return opened
    }

    /// An answer given on the page `page` opens, a second after the last change.
    @discardableResult
    func answer(_ page: TestDependencies, _ request: AnswerInvitationRequest) async throws -> InvitationResponse {
        dependencies.fixedClock.advance(by: 1)
        return try await AnswerInvitation(page).execute(request)
    }

    func guest(_ handle: String) async throws -> Guest {
        try #require(await guests().first { $0.handle.value == handle })
    }

    /// Changes the stored event (closing answers, cancelling it, switching pages off).
    func changeEvent(_ body: (inout Event) -> Void) async throws {
        var changed = try #require(await store.find(id: event.id))
        body(&changed)
        try await store.update(changed)
    }
}
