import Domain
import DomainTestSupport
import Foundation
import PostgresNIO
import PostgresStore
import Synchronization
import Testing

/// The PostgreSQL store against every repository contract, each case on an empty schema of
/// its own.
@Suite struct PostgresContractTests {
    @Test(arguments: UserRepositoryContract.cases)
    func users(_ contract: ContractCase<UserRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: SessionRepositoryContract.cases)
    func sessions(_ contract: ContractCase<SessionRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: SignInThrottleRepositoryContract.cases)
    func signInThrottles(_ contract: ContractCase<SignInThrottleRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: ClientAttemptRepositoryContract.cases)
    func clientAttempts(_ contract: ContractCase<ClientAttemptRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: AuditRepositoryContract.cases)
    func audit(_ contract: ContractCase<AuditRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: ServerSecretRepositoryContract.cases)
    func serverSecrets(_ contract: ContractCase<ServerSecretRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: EventRepositoryContract.cases)
    func events(_ contract: ContractCase<EventRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: MembershipRepositoryContract.cases)
    func memberships(_ contract: ContractCase<MembershipRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: GuestRepositoryContract.cases)
    func guests(_ contract: ContractCase<GuestRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: GuestQuestionRepositoryContract.cases)
    func guestQuestions(_ contract: ContractCase<GuestQuestionRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: ExpenseRepositoryContract.cases)
    func expenses(_ contract: ContractCase<ExpenseRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: EventCopyRepositoryContract.cases)
    func eventCopies(_ contract: ContractCase<EventCopyRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: AgendaRepositoryContract.cases)
    func agenda(_ contract: ContractCase<AgendaRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: TaskRepositoryContract.cases)
    func tasks(_ contract: ContractCase<TaskRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: ShiftRepositoryContract.cases)
    func shifts(_ contract: ContractCase<ShiftRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: TicketTypeRepositoryContract.cases)
    func ticketTypes(_ contract: ContractCase<TicketTypeRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: TicketRepositoryContract.cases)
    func tickets(_ contract: ContractCase<TicketRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: CheckInRepositoryContract.cases)
    func checkIns(_ contract: ContractCase<CheckInRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: DoorLinkRepositoryContract.cases)
    func doorLinks(_ contract: ContractCase<DoorLinkRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: GuestMailContract.cases)
    func guestMail(_ contract: ContractCase<GuestMailContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: MailOutboxRepositoryContract.cases)
    func mailOutbox(_ contract: ContractCase<MailOutboxRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    /// Two stores on one schema, each with its own connections, as two sender processes have.
    @Test(arguments: MailOutboxRepositoryContract.senderCases)
    func mailSenders(_ contract: ContractCase<MailOutboxRepositoryContract.Senders>) async throws {
        try await withStore { store, location in try await contract.run(.init(store, try PostgresStore(location))) }
    }

    @Test(arguments: MailSettingsRepositoryContract.cases)
    func mailSettings(_ contract: ContractCase<MailSettingsRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    @Test(arguments: MailReminderRepositoryContract.cases)
    func mailReminders(_ contract: ContractCase<MailReminderRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }

    /// Stores in new schemas, dropped when the case ends.
    @Test(arguments: StoreTablesContract.cases)
    func tables(_ contract: ContractCase<StoreTablesContract.Stores>) async throws {
        let made = Mutex<[String]>([])
        let admin = try await Admin.shared()
        let dropAll = {
            for schema in made.withLock({ $0 }) { _ = try? await admin.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE")) }
        }
        do {
            try await contract.run(StoreTablesContract.Stores {
                let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
                try await admin.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema)"))
                made.withLock { $0.append(schema) }
                return try PostgresStore(try await TestServer.location(schema: schema))
            })
        } catch {
            await dropAll()
            throw error
        }
        await dropAll()
    }

    @Test(arguments: EventSigningKeyRepositoryContract.cases)
    func signingKeys(_ contract: ContractCase<EventSigningKeyRepositoryContract.Store>) async throws {
        try await withStore { store, _ in try await contract.run(store) }
    }
}
