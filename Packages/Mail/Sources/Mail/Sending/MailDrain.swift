public import Domain
import Foundation

/// Sends the outbox: everything due now (`mail send`), or for as long as `serve` runs. Each pass
/// queues the reminders now due (the organiser's, and each feature's `DueMailSource`), then sends what is due, never more than the set-up's rate in
/// any minute. The password is read at each pass, so a changed file needs no restart.
public struct MailDrain: Sendable {
    /// How often `serve` looks for mail due: what a queued message waits at most.
    static let interval: Duration = .seconds(1)

    private let container: any MailDependencies
    /// The SMTP password as this machine keeps it; nil for none.
    private let password: @Sendable () throws(DomainError) -> String?
    /// Where `run` says what it did and what went wrong: one line each.
    private let log: @Sendable (String) -> Void
    /// What `run` did in each pass that sent something (`serve --metrics` counts it).
    private let passed: @Sendable (SendOutboxResponse) -> Void

    public init(_ dependencies: any MailDependencies, password: @escaping @Sendable () throws(DomainError) -> String?,
                log: @escaping @Sendable (String) -> Void = { _ in }, passed: @escaping @Sendable (SendOutboxResponse) -> Void = { _ in }) {
        container = dependencies
        self.password = password
        self.log = log
        self.passed = passed
    }

    /// `mail send`: until nothing is due (waiting out the rate when it has one).
    public func sendDue() async throws -> (sent: SendOutboxResponse, reminders: Int) {
        let reminders = try await queueDue()
        var total = SendOutboxResponse()
        var pace = MailPace()
        while true {
            let perMinute = try await container.mailSettingsRepository.mailSettings()?.perMinute
            let now = container.clock.now()
            let allowed = pace.allowed(perMinute: perMinute, at: now)
            if allowed == 0, let slot = pace.nextSlot {
                try await Task.sleep(for: .seconds(max(0.05, slot.timeIntervalSince(now))))
                continue
            }
            let response = try await SendOutbox(container).execute(SendOutboxRequest(password: try password(), limit: allowed))
            pace.record(response.attempted, at: now)
            total.sent += response.sent
            total.failed += response.failed
            total.retrying += response.retrying
            total.replaced += response.replaced
            total.held = response.held
            guard let allowed, response.attempted == allowed else { break }
        }
        return (total, reminders)
    }

    /// Queues every reminder now due; returns how many mails.
    @discardableResult
    private func queueDue() async throws(DomainError) -> Int {
        var queued = try await QueueDueReminders(container).execute()
        for source in container.dueMailSources { queued += try await source.queueDue() }
        return queued
    }

    /// `serve`: sends whatever falls due until the task is cancelled, one line on standard
    /// error for each pass that sent something, and for each new kind of trouble (a store
    /// away, no password) once, not once a second.
    public func run() async {
        var pace = MailPace()
        var trouble: String?
        while !Task.isCancelled {
            do {
                try await queueDue()
                let now = container.clock.now()
                if let settings = try await container.mailSettingsRepository.mailSettings(),
                   let due = try await container.mailOutbox.nextDue(), due <= now,
                   pace.allowed(perMinute: settings.perMinute, at: now) != 0 {
                    let limit = pace.allowed(perMinute: settings.perMinute, at: now) ?? SendOutbox.batch
                    let response = try await SendOutbox(container).execute(SendOutboxRequest(password: try password(), limit: limit))
                    pace.record(response.attempted, at: now)
                    if response.attempted > 0 {
                        passed(response)
                        log("sent \(response.sent), \(response.failed) failed, \(response.retrying) wait to retry, \(response.replaced) replaced")
                        trouble = nil
                        continue
                    }
                }
                trouble = nil
            } catch {
                // A store's answer cut short because serve is stopping (it could not start) is no trouble.
                if Task.isCancelled { break }
                let message = error.message
                if trouble != message { log(message) }
                trouble = message
            }
            try? await Task.sleep(for: Self.interval)
        }
    }
}
