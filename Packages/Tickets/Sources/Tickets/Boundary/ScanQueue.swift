public import Domain

/// A door's scans in the order they were made, with up to the store's `recordsAtOnce` of them in
/// the store at once: where each scan is a round trip of its own (PostgreSQL), the next codes
/// are on their way while the first is answered. A scan waits until every earlier scan of the
/// same ticket is answered, so a ticket scanned twice in a row is let in once, as one scan at a
/// time would; scans of different tickets decide nothing for each other. Answers come back
/// counted, in scan order, a failure of the store as the answer of its scan.
public struct ScanQueue {
    public typealias Answer = Result<ScanResponse, DomainError>

    private let door: Door
    private let depth: Int
    private var inFlight: [(ticket: TicketID?, stored: Task<Result<Door.StoredScan, DomainError>, Never>)] = []

    public init(_ door: Door) {
        self.door = door
        depth = max(1, door.recordsAtOnce)
    }

    /// Sends `checked` to the store, and gives the answers of the earlier scans it had to wait
    /// for (the queue full, or the same ticket in it); one scan at a time, its own answer too.
    public mutating func add(_ checked: Door.CheckedCode) async -> [Answer] {
        var answers: [Answer] = []
        if let ticket = checked.ticketID, let last = inFlight.lastIndex(where: { $0.ticket == ticket }) {
            for _ in 0...last { answers.append(await next()) }
        }
        while inFlight.count >= depth { answers.append(await next()) }
        let door = door
        // One scan at a time (SQLite): stored here, where a task of its own would overlap
        // nothing and cost two thread wake-ups a scan.
        guard depth > 1 else { return answers + [await answer(Self.store(checked, at: door))] }
        inFlight.append((checked.ticketID, Task { await Self.store(checked, at: door) }))
        return answers
    }

    /// The answers still on their way.
    public mutating func finish() async -> [Answer] {
        var answers: [Answer] = []
        while !inFlight.isEmpty { answers.append(await next()) }
        return answers
    }

    private static func store(_ checked: Door.CheckedCode, at door: Door) async -> Result<Door.StoredScan, DomainError> {
        do throws(DomainError) {
            return .success(try await door.store(checked))
        } catch {
            return .failure(error)
        }
    }

    private mutating func next() async -> Answer {
        await answer(inFlight.removeFirst().stored.value)
    }

    private func answer(_ stored: Result<Door.StoredScan, DomainError>) async -> Answer {
        do throws(DomainError) {
            return .success(try await door.count(try stored.get()))
        } catch {
            return .failure(error)
        }
    }
}
