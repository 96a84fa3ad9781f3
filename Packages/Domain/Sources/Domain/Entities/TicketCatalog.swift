/// An event's ticket types and the pools they share, changed together: a type names its pool.
public struct TicketCatalog: Hashable, Sendable {
    /// In the order they were added (by `number`).
    public var types: [TicketType]
    /// By handle.
    public var pools: [TicketPool]

    public init(types: [TicketType] = [], pools: [TicketPool] = []) {
        self.types = types
        self.pools = pools
    }

    /// Throws for the first rule a catalog breaks, so every store refuses alike before writing:
    /// numbers and handles unique, a type's pool defined.
    public func requireConsistent() throws(DomainError) {
        var numbers: Set<Int> = []
        var handles: Set<Handle> = []
        for type in types {
            guard TicketType.numbers.contains(type.number), numbers.insert(type.number).inserted else {
                throw .ticketTypesFull
            }
            if !handles.insert(type.handle).inserted { throw .ticketTypeTaken(type.handle) }
            if let pool = type.pool, !pools.contains(where: { $0.handle == pool }) { throw .ticketPoolMissing(pool) }
        }
        var poolHandles: Set<Handle> = []
        for pool in pools where !poolHandles.insert(pool.handle).inserted { throw .ticketPoolTaken(pool.handle) }
    }
}
