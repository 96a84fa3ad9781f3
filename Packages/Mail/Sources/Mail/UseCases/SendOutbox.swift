public import Domain
import Foundation

/// `rushday mail send`, and what `serve` runs continuously: claims the messages due, writes
/// each from the store as it is now, hands them to the server over one connection for the
/// whole drain, and records every batch's attempts with the server's replies. Claims are leased: a sender killed
/// midway leaves its batch to another sender once the lease passes, which may send again a
/// message the server had taken just before the kill (the one window for a duplicate; it
/// carries the same Message-ID). Needs no signed-in user: it sends only what was queued.
public struct SendOutbox: Sendable {
    /// Messages per claim: what a sender holds at once, and records together.
    public static let batch = 100
    /// Long enough for a batch to go through a slow server's every timeout.
    static let lease: TimeInterval = 300

    private let dependencies: any MailDependencies

    public init(_ dependencies: any MailDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SendOutboxRequest) async throws(DomainError) -> SendOutboxResponse {
        guard let settings = try await dependencies.mailSettingsRepository.mailSettings() else { throw .mailNotSetUp }
        var response = SendOutboxResponse(perMinute: settings.perMinute)
        var batches = OutboxBatches(dependencies: dependencies, settings: settings, limit: request.limit ?? .max)
        // One connection for the whole drain, set up when the first batch goes.
        let session = dependencies.mailTransport.session(via: settings.server, password: request.password)
        do throws(DomainError) {
            // One batch after another: a sender holds one claim at a time, so a sender killed
            // midway leaves at most one batch for the lease to release.
            while let batch = try await batches.next() {
                let delivered = batch.ready.isEmpty ? [] : await session.deliver(batch.ready.map(\.mail))
                try await record(batch.finished(delivered, at: dependencies.clock.now()), into: &response)
            }
        } catch {
            await session.close()
            throw error
        }
        await session.close()
        response.held = try await dependencies.mailOutbox.held(at: dependencies.clock.now())
        return response
    }

    private func record(_ finished: [OutboxMessage], into response: inout SendOutboxResponse) async throws(DomainError) {
        guard !finished.isEmpty else { return }
        try await dependencies.mailOutbox.record(finished)
        for message in finished {
            switch message.status {
            case .sent: response.sent += 1
            case .failed: response.failed += 1
            case .replaced: response.replaced += 1
            case .queued: response.retrying += 1
            // Only `mail cancel` cancels: a sender never ends a message so.
            case .cancelled: break
            }
        }
    }
}
