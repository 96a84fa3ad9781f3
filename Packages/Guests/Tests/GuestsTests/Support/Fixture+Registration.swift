import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

extension Fixture {
    /// Publishes the gala and opens its registration in `mode`, bringing at most `party` each.
    func openRegistration(_ mode: RegistrationMode = .open, party: Int = 0) async throws {
        try await changeEvent { event in
            event.status = .published
            event.registration = Registration(mode: mode, party: party)
        }
    }

    /// Registers `name` at `email` on the public page, a second after the last change.
    @discardableResult
    func register(_ name: String, _ email: String, party: Int = 0, plusOnes: [String] = [], answers: [QuestionAnswer] = [],
                  dietary: String? = nil) async throws -> RegisterResponse {
        dependencies.fixedClock.advance(by: 1)
        return try await RegisterGuest(dependencies).execute(RegisterRequest(event: "gala", name: name, email: email, party: party,
                                                                             plusOnes: plusOnes, answers: answers, dietary: dietary))
    }

    /// The link secret of the newest confirmation mail to `email`.
    func mailedLink(to email: String) async throws -> String {
        let mails = await store.messages(of: event.id, status: nil).filter { $0.kind == .confirmation && $0.recipient.value == email }
        return try #require(mails.max { $0.createdAt < $1.createdAt }?.linkSecret)
    }

    /// Confirms the registration the newest mail to `email` holds, a second after the last change.
    @discardableResult
    func confirm(_ email: String) async throws -> InvitationResponse {
        dependencies.fixedClock.advance(by: 1)
        return try await ConfirmRegistration(opened(with: try await mailedLink(to: email))).execute()
    }

    /// A new capacity, serving the waitlist in the same write, as `events update --capacity` does.
    func changeCapacity(_ capacity: Int?) async throws {
        var changed = try #require(await store.find(id: event.id))
        changed.capacity = capacity
        let now = dependencies.fixedClock.now()
        _ = try await store.update(changed) { batch throws(DomainError) in
            var heads = batch.acceptedHeads
            return try batch.serveWaitlist(acceptedHeads: &heads, now: now)
        }
    }

    /// The guest registered with `email`.
    func guest(email: String) async throws -> Guest {
        try #require(await guests().first { $0.email?.value == email })
    }

    /// The kinds of mail queued to `email`, oldest first.
    func mailKinds(to email: String) async -> [MailKind] {
        await store.messages(of: event.id, status: nil).filter { $0.recipient.value == email }.sorted { $0.createdAt < $1.createdAt }.map(\.kind)
    }
}
