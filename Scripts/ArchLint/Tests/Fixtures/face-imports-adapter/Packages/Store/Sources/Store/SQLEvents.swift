public import Domain
import Foundation
import GRDB

public struct SQLEvents: EventRepository {
    public init() {}
    public func name(of id: UUID) -> String? { nil }
}
