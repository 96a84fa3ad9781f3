public import Foundation

/// Stores events.
public protocol EventRepository: Sendable {
    func name(of id: UUID) -> String?
}

/// Inherits a repository protocol, so it is one too.
public protocol EventArchive: EventRepository {}
