import Domain
import DomainTestSupport
import Testing

/// The one event-access check every feature calls: the event named, forgiving case and spaces;
/// a non-member told exactly what a missing event gets; each role held to a permission table.
@Suite struct EventAccessTests {
    /// A table as a feature declares one: what every member may, what organizers may, what
    /// only the owner may, and one with its own words.
    static let table: [String: EventPermission] = [
        "read": .everyMember,
        "change": EventPermission(roles: [.owner, .organizer], action: "change the programme"),
        "forceDelete": EventPermission(roles: [.owner], action: "delete an event that is not a draft"),
        "manage": EventPermission(roles: [.owner, .organizer], refusal: "staff may read tickets, but not issue them; ask the event's owner or an organizer"),
    ]

    static let expected: [String: [Role: DomainError?]] = [
        "read": [.owner: nil, .organizer: nil, .staff: nil],
        "change": [.owner: nil, .organizer: nil,
                   .staff: .forbidden("staff cannot change the programme; ask the event's owner or an organizer")],
        "forceDelete": [.owner: nil,
                        .organizer: .forbidden("organizers cannot delete an event that is not a draft; ask the event's owner"),
                        .staff: .forbidden("staff cannot delete an event that is not a draft; ask the event's owner")],
        "manage": [.owner: nil, .organizer: nil,
                   .staff: .forbidden("staff may read tickets, but not issue them; ask the event's owner or an organizer")],
    ]

    static func missing(_ quoted: String) -> DomainError {
        .notFound(field: "event", message: "no event \(quoted) among yours", next: .listEvents)
    }

    @Test(arguments: ["read", "change", "forceDelete", "manage"], Role.allCases)
    func eachRoleIsHeldToThePermission(name: String, role: Role) async throws {
        let dependencies = try await AccessDependencies()
        let permission = try #require(Self.table[name])
        let expected = try #require(Self.expected[name]?[role])
        let member = dependencies.members[role]!
        do {
            let opened = try await EventAccess(dependencies).open("summer-gala", as: member, for: permission)
            #expect(expected == nil, "\(name) \(role)")
            #expect(opened == MemberEvent(event: dependencies.gala, role: role))
        } catch {
            #expect(error == expected, "\(name) \(role)")
        }
        #expect(permission.allows(role) == (expected == nil))
    }

    @Test func aNonMemberIsToldExactlyWhatAMissingEventGets() async throws {
        let dependencies = try await AccessDependencies()
        let access = EventAccess(dependencies)
        for permission in Self.table.values {
            await #expect(throws: Self.missing("'summer-gala'")) {
                try await access.open("summer-gala", as: dependencies.stranger, for: permission)
            }
        }
        // The same words for an event that exists nowhere, and for text that is no handle at all.
        let owner = dependencies.members[.owner]!
        await #expect(throws: Self.missing("'summer-gala-2'")) { try await access.open("summer-gala-2", as: owner, for: .everyMember) }
        await #expect(throws: Self.missing("'Summer Gala!'")) { try await access.open("Summer Gala!", as: owner, for: .everyMember) }
        // An event of the stranger's own is as missing to the members of another.
        await #expect(throws: Self.missing("'other'")) { try await access.open("other", as: owner, for: .everyMember) }
    }

    @Test func theHandleIsReadWithoutCaseOrSurroundingSpaces() async throws {
        let dependencies = try await AccessDependencies()
        let access = EventAccess(dependencies)
        let staff = dependencies.members[.staff]!
        for typed in ["SUMMER-GALA", " Summer-Gala\t", "summer-gala"] {
            #expect(try await access.event(typed, as: staff, for: .everyMember) == dependencies.gala)
        }
        // A refusal echoes what was typed, trimmed, as the person typed it.
        await #expect(throws: Self.missing("'Summer-Gaal'")) { try await access.open("  Summer-Gaal ", as: staff, for: .everyMember) }
    }

    @Test func withoutAUserItAsksWhoIsSignedInFirst() async throws {
        let dependencies = try await AccessDependencies()
        let access = EventAccess(dependencies)
        await #expect(throws: DomainError.notSignedIn) { try await access.open("no such event", for: .everyMember) }
        dependencies.signedIn.signIn(dependencies.members[.organizer]!)
        #expect(try await access.open("summer-gala", for: .everyMember).role == .organizer)
        dependencies.signedIn.signIn(dependencies.stranger)
        await #expect(throws: Self.missing("'summer-gala'")) { try await access.open("summer-gala", for: .everyMember) }
    }

    @Test func anEventFoundAnotherWayIsCheckedTheSameWay() async throws {
        let dependencies = try await AccessDependencies()
        let access = EventAccess(dependencies)
        let change = try #require(Self.table["change"])
        #expect(try await access.require(change, on: dependencies.gala, as: dependencies.members[.organizer]!) == .organizer)
        await #expect(throws: DomainError.forbidden("staff cannot change the programme; ask the event's owner or an organizer")) {
            try await access.require(change, on: dependencies.gala, as: dependencies.members[.staff]!)
        }
        await #expect(throws: Self.missing("'summer-gala'")) {
            try await access.require(.everyMember, on: dependencies.gala, as: dependencies.stranger)
        }
    }

    @Test func aDoorLinkOpensItsOwnEventWithTheStaffRoleAndNoOther() async throws {
        let dependencies = try await AccessDependencies()
        let access = EventAccess(dependencies)
        let door = dependencies.door(of: dependencies.gala)
        #expect(try await access.event(" Summer-Gala ", at: door, for: .everyMember) == dependencies.gala)
        await #expect(throws: Self.missing("'other'")) { try await access.event("other", at: door, for: .everyMember) }
        await #expect(throws: Self.missing("'nowhere'")) { try await access.event("nowhere", at: door, for: .everyMember) }
        let change = try #require(Self.table["change"])
        await #expect(throws: DomainError.forbidden("staff cannot change the programme; ask the event's owner or an organizer")) {
            try await access.event("summer-gala", at: door, for: change)
        }
    }
}
