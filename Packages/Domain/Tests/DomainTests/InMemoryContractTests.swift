import Domain
import DomainTestSupport
import Testing

/// The in-memory fake against every repository contract: what use-case tests build on answers
/// like the real stores.
@Suite struct InMemoryContractTests {
    @Test(arguments: UserRepositoryContract.cases)
    func users(_ contract: ContractCase<UserRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: SessionRepositoryContract.cases)
    func sessions(_ contract: ContractCase<SessionRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: SignInThrottleRepositoryContract.cases)
    func signInThrottles(_ contract: ContractCase<SignInThrottleRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: ClientAttemptRepositoryContract.cases)
    func clientAttempts(_ contract: ContractCase<ClientAttemptRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: AuditRepositoryContract.cases)
    func audit(_ contract: ContractCase<AuditRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: ServerSecretRepositoryContract.cases)
    func serverSecrets(_ contract: ContractCase<ServerSecretRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: EventRepositoryContract.cases)
    func events(_ contract: ContractCase<EventRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: MembershipRepositoryContract.cases)
    func memberships(_ contract: ContractCase<MembershipRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: GuestRepositoryContract.cases)
    func guests(_ contract: ContractCase<GuestRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: GuestQuestionRepositoryContract.cases)
    func guestQuestions(_ contract: ContractCase<GuestQuestionRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: ExpenseRepositoryContract.cases)
    func expenses(_ contract: ContractCase<ExpenseRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: TicketTypeRepositoryContract.cases)
    func ticketTypes(_ contract: ContractCase<TicketTypeRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: TicketRepositoryContract.cases)
    func tickets(_ contract: ContractCase<TicketRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: CheckInRepositoryContract.cases)
    func checkIns(_ contract: ContractCase<CheckInRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: DoorLinkRepositoryContract.cases)
    func doorLinks(_ contract: ContractCase<DoorLinkRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: EventSigningKeyRepositoryContract.cases)
    func signingKeys(_ contract: ContractCase<EventSigningKeyRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: EventCopyRepositoryContract.cases)
    func eventCopies(_ contract: ContractCase<EventCopyRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: AgendaRepositoryContract.cases)
    func agenda(_ contract: ContractCase<AgendaRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: TaskRepositoryContract.cases)
    func tasks(_ contract: ContractCase<TaskRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: ShiftRepositoryContract.cases)
    func shifts(_ contract: ContractCase<ShiftRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: GuestMailContract.cases)
    func guestMail(_ contract: ContractCase<GuestMailContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: MailOutboxRepositoryContract.cases)
    func mailOutbox(_ contract: ContractCase<MailOutboxRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: MailOutboxRepositoryContract.senderCases)
    func mailSenders(_ contract: ContractCase<MailOutboxRepositoryContract.Senders>) async throws {
        let store = InMemoryStore()
        try await contract.run(.init(store, store))
    }

    @Test(arguments: MailSettingsRepositoryContract.cases)
    func mailSettings(_ contract: ContractCase<MailSettingsRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }

    @Test(arguments: MailReminderRepositoryContract.cases)
    func mailReminders(_ contract: ContractCase<MailReminderRepositoryContract.Store>) async throws {
        try await contract.run(InMemoryStore())
    }
}
