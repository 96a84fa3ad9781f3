public import Domain
import Foundation
import Testing

/// What every `MailSettingsRepository` does: one set-up per store, replaced whole.
public enum MailSettingsRepositoryContract {
    public typealias Store = any MailSettingsRepository
    private typealias F = ContractFixtures

    public static let cases: [ContractCase<Store>] = [
        ContractCase("a new store has no set-up; save stores one whole and replaces it whole") { (store: Store) async throws in
            #expect(try await store.mailSettings() == nil)
            let first = MailSettings(
                server: MailServer(host: "smtp.example.org", port: 587, user: "mailer@example.org", security: .starttls),
                sender: MailAddress(name: "Summer Gala — Team", address: try EmailAddress("gala@example.org")),
                perMinute: 120, publicURL: "https://rsvp.example.org", updatedBy: UserID(UUID()), updatedAt: F.instant(10))
            try await store.save(first)
            #expect(try await store.mailSettings() == first)
            let second = MailSettings(
                server: MailServer(host: "127.0.0.1", port: 465, security: .implicit),
                sender: MailAddress(address: try EmailAddress("events@example.com")),
                publicURL: "http://localhost:8080", updatedBy: UserID(UUID()), updatedAt: F.instant(20))
            try await store.save(second)
            #expect(try await store.mailSettings() == second)
            var plain = second
            plain.server.security = .none
            try await store.save(plain)
            #expect(try await store.mailSettings()?.server.security == MailSecurity.none)
        },
    ]
}
