import PostgresNIO
import Synchronization

/// The store's own few connections, in place of postgres-nio's pool: the pool retries a server
/// that has gone for about a minute before failing, where a command (a short process) must
/// fail within seconds with the reason. Each is opened when first needed, an idle one is
/// reused, one that broke is dropped (the next use opens another, or fails saying why), and
/// callers beyond `limit` wait their turn in order. Idle ones are closed when the store goes.
final class Connections: Sendable {
    /// How many may be open at once (`PostgresStore.commandConnections` for a command).
    let limit: Int

    private struct State {
        var idle: [PostgresConnection] = []
        var open = 0
        var nextID = 0
        /// Resumed with a connection handed over, or with nil: a place is free, open one.
        var waiting: [CheckedContinuation<PostgresConnection?, Never>] = []
    }

    private let configuration: PostgresConnection.Configuration
    /// What was prepared on each connection (`SQL.isReused`), forgotten when it is dropped.
    let prepared = PreparedStatements()
    private let state = Mutex(State())
    private let logger = Logger(label: "rushday.postgres")

    /// `configuration` gains the timeouts that turn a server that stopped answering, or a lock
    /// never released, into an error within seconds: a connect timeout, a lock wait (55P03,
    /// `storeBusy`), and a transaction left idle by a process that hung (the server ends it).
    init(_ configuration: PostgresConnection.Configuration, limit: Int) {
        self.limit = limit
        var configuration = configuration
        configuration.options.connectTimeout = .seconds(10)
        configuration.options.additionalStartupParameters += [
            ("lock_timeout", "15s"),
            ("idle_in_transaction_session_timeout", "60s"),
        ]
        self.configuration = configuration
    }

    deinit {
        for connection in state.withLock({ $0.idle }) { connection.closeWithoutWaiting() }
    }

    /// Runs `body` on a connection of its own. `prepare` runs once on each newly opened one.
    func withConnection<T>(prepare: (PostgresConnection) async throws -> Void = { _ in },
                           _ body: (PostgresConnection) async throws -> T) async throws -> T {
        let connection = try await lease(prepare: prepare)
        do {
            let value = try await body(connection)
            giveBack(connection, broken: false)
            return value
        } catch {
            giveBack(connection, broken: Self.breaks(error))
            throw error
        }
    }

    /// A connection nobody else uses, outside the pool's limit: for LISTEN, which keeps it for
    /// as long as someone watches.
    func dedicated() async throws -> PostgresConnection {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
    }

    private enum Lease {
        case ready(PostgresConnection)
        case open(id: Int)
        case wait
    }

    private func lease(prepare: (PostgresConnection) async throws -> Void) async throws -> PostgresConnection {
        while true {
            let lease = state.withLock { state -> Lease in
                while let connection = state.idle.popLast() {
                    if !connection.isClosed { return .ready(connection) }
                    prepared.forget(connection)
                    state.open -= 1
                }
                guard state.open < limit else { return .wait }
                state.open += 1
                state.nextID += 1
                return .open(id: state.nextID)
            }
            switch lease {
            case let .ready(connection):
                return connection
            case let .open(id):
                do {
                    let connection = try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
                    do {
                        try await prepare(connection)
                    } catch {
                        try? await connection.close()
                        throw error
                    }
                    return connection
                } catch {
                    freePlace()
                    throw error
                }
            case .wait:
                // Registered under the same lock that found no place, so a place freed in
                // between is never missed.
                let handed = await withCheckedContinuation { (continuation: CheckedContinuation<PostgresConnection?, Never>) in
                    let ready = state.withLock { state -> Bool in
                        guard state.idle.isEmpty, state.open >= limit else { return true }
                        state.waiting.append(continuation)
                        return false
                    }
                    if ready { continuation.resume(returning: nil) }
                }
                if let handed, !handed.isClosed { return handed }
                if handed != nil { freePlace() }
            }
        }
    }

    private func giveBack(_ connection: PostgresConnection, broken: Bool) {
        guard !broken, !connection.isClosed else {
            prepared.forget(connection)
            connection.closeWithoutWaiting()
            freePlace()
            return
        }
        let waiter = state.withLock { state -> CheckedContinuation<PostgresConnection?, Never>? in
            if state.waiting.isEmpty {
                state.idle.append(connection)
                return nil
            }
            return state.waiting.removeFirst()
        }
        waiter?.resume(returning: connection)
    }

    /// A connection is gone (or never opened): its place goes to the first waiter, who opens one.
    private func freePlace() {
        let waiter = state.withLock { state -> CheckedContinuation<PostgresConnection?, Never>? in
            state.open -= 1
            return state.waiting.isEmpty ? nil : state.waiting.removeFirst()
        }
        waiter?.resume(returning: nil)
    }

    /// Whether a connection that threw `error` is no longer to be trusted: anything but an
    /// error the server reported for one statement (after which ROLLBACK leaves it clean).
    /// A FATAL one (the backend ended by an administrator, a shutdown, a timeout) ends the
    /// session: the server closes the connection after sending it.
    static func breaks(_ error: any Error) -> Bool {
        // A prepared statement's errors come as postgres-nio's older PostgresError.
        if let error = error as? PostgresError {
            guard case let .server(message) = error else { return true }
            let severity = message.fields[.severity]
            return severity == "FATAL" || severity == "PANIC"
        }
        guard let error = error as? PSQLError else { return error is PostgresConnection.NoAnswer || error is PostgresConnection.Closed }
        guard error.code == .server else { return true }
        let severity = error.serverInfo?[.severity]
        return severity == "FATAL" || severity == "PANIC"
    }
}

extension PostgresConnection {
    /// Closes it from where awaiting is not possible (a deinit, a `defer`). The connection is
    /// kept until its channel has closed: postgres-nio insists it outlive that.
    func closeWithoutWaiting() {
        close().whenComplete { _ in withExtendedLifetime(self) {} }
    }
}
