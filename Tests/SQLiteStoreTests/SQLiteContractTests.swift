import Domain
import Foundation
import DomainTestSupport
import SQLiteStore
import Testing

/// The SQLite store against every repository contract, on a new file and on a file made by the
/// schema as it was before it was split by feature (migration "v1" in one piece); a new file
/// both as a server uses it (transactions on GRDB's queue) and as a command does (on the
/// caller's thread).
@Suite struct SQLiteContractTests {
    enum Origin: CaseIterable {
        case newFile, newFileForACommand, madeBeforeTheSplit
    }

    @Test(arguments: UserRepositoryContract.cases, Origin.allCases)
    func users(_ contract: ContractCase<UserRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: SessionRepositoryContract.cases, Origin.allCases)
    func sessions(_ contract: ContractCase<SessionRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: SignInThrottleRepositoryContract.cases, Origin.allCases)
    func signInThrottles(_ contract: ContractCase<SignInThrottleRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: ClientAttemptRepositoryContract.cases, Origin.allCases)
    func clientAttempts(_ contract: ContractCase<ClientAttemptRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: AuditRepositoryContract.cases, Origin.allCases)
    func audit(_ contract: ContractCase<AuditRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: ServerSecretRepositoryContract.cases, Origin.allCases)
    func serverSecrets(_ contract: ContractCase<ServerSecretRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: EventRepositoryContract.cases, Origin.allCases)
    func events(_ contract: ContractCase<EventRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: MembershipRepositoryContract.cases, Origin.allCases)
    func memberships(_ contract: ContractCase<MembershipRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: GuestRepositoryContract.cases, Origin.allCases)
    func guests(_ contract: ContractCase<GuestRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: GuestQuestionRepositoryContract.cases, Origin.allCases)
    func guestQuestions(_ contract: ContractCase<GuestQuestionRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: ExpenseRepositoryContract.cases, Origin.allCases)
    func expenses(_ contract: ContractCase<ExpenseRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: TicketTypeRepositoryContract.cases, Origin.allCases)
    func ticketTypes(_ contract: ContractCase<TicketTypeRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: TicketRepositoryContract.cases, Origin.allCases)
    func tickets(_ contract: ContractCase<TicketRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: CheckInRepositoryContract.cases, Origin.allCases)
    func checkIns(_ contract: ContractCase<CheckInRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: DoorLinkRepositoryContract.cases, Origin.allCases)
    func doorLinks(_ contract: ContractCase<DoorLinkRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: EventSigningKeyRepositoryContract.cases, Origin.allCases)
    func signingKeys(_ contract: ContractCase<EventSigningKeyRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: EventCopyRepositoryContract.cases, Origin.allCases)
    func eventCopies(_ contract: ContractCase<EventCopyRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: AgendaRepositoryContract.cases, Origin.allCases)
    func agenda(_ contract: ContractCase<AgendaRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: TaskRepositoryContract.cases, Origin.allCases)
    func tasks(_ contract: ContractCase<TaskRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: ShiftRepositoryContract.cases, Origin.allCases)
    func shifts(_ contract: ContractCase<ShiftRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: GuestMailContract.cases, Origin.allCases)
    func guestMail(_ contract: ContractCase<GuestMailContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: MailOutboxRepositoryContract.cases, Origin.allCases)
    func mailOutbox(_ contract: ContractCase<MailOutboxRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    /// Two stores on one file, each with its own connections, as two sender processes have.
    @Test(arguments: MailOutboxRepositoryContract.senderCases)
    func mailSenders(_ contract: ContractCase<MailOutboxRepositoryContract.Senders>) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("rushday.sqlite")
        try await contract.run(.init(try SQLiteStore(path: path), try SQLiteStore(path: path)))
    }

    @Test(arguments: MailSettingsRepositoryContract.cases, Origin.allCases)
    func mailSettings(_ contract: ContractCase<MailSettingsRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    @Test(arguments: MailReminderRepositoryContract.cases, Origin.allCases)
    func mailReminders(_ contract: ContractCase<MailReminderRepositoryContract.Store>, _ origin: Origin) async throws {
        try await withContractStore(origin) { try await contract.run($0) }
    }

    /// Stores in new files of one folder.
    @Test(arguments: StoreTablesContract.cases)
    func tables(_ contract: ContractCase<StoreTablesContract.Stores>) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await contract.run(StoreTablesContract.Stores { try SQLiteStore(path: folder.path("\(UUID()).sqlite")) })
    }

    private func withContractStore(_ origin: Origin, _ body: (SQLiteStore) async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("rushday.sqlite")
        if origin == .madeBeforeTheSplit { try SchemaBeforeSplit.create(at: path) }
        try await body(try SQLiteStore(path: path, onCallersThread: origin != .newFile))
    }
}
