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
            var current = try await batches.next()
            while let batch = current {
                // The next batch is claimed and written while this one is on the wire, so rushday
                // and the server work at once; its claim's lease covers the wait.
                async let delivered = batch.ready.isEmpty ? [] : session.deliver(batch.ready.map(\.mail))
                let upcoming: Result<OutboxBatch?, DomainError>
                do {
                    upcoming = .success(try await batches.next())
                } catch {
                    upcoming = .failure(error)
                }
                let finished = batch.finished(await delivered, at: dependencies.clock.now())
                try await dependencies.mailOutbox.record(finished)
                for message in finished {
                    switch message.status {
                    case .sent: response.sent += 1
                    case .failed: response.failed += 1
                    case .queued: response.retrying += 1
                    }
                }
                // Mail queued while the last batch was on the wire is claimed now, not next drain.
                current = try upcoming.get()
                if current == nil { current = try await batches.next() }
            }
        } catch {
            await session.close()
            throw error
        }
        await session.close()
        return response
    }
}
