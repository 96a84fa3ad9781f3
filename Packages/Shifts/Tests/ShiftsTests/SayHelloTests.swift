import Shifts
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct SayHelloTests {
    struct Dependencies: ShiftsDependencies {
        let currentUser: any CurrentUserProvider
        let clock: any Clock
    }

    let signedIn = FixedCurrentUser()
    let clock = FixedClock()
    var dependencies: Dependencies { Dependencies(currentUser: signedIn, clock: clock) }

    init() throws {
        signedIn.signIn(User(id: UserID(UUID()), email: try EmailAddress("ada@example.org"), displayName: "Ada Lovelace",
                             passwordHash: "", createdAt: clock.now()))
    }

    @Test func greetsTheSignedInUserAtTheClocksTime() async throws {
        clock.advance(by: 60)
        let response = try await SayHello(dependencies).execute(HelloRequest())
        #expect(response == HelloResponse(name: "Ada Lovelace", greetedAt: clock.now()))
    }

    @Test func greetsTheNameGiven() async throws {
        #expect(try await SayHello(dependencies).execute(HelloRequest(name: "Grace")).name == "Grace")
    }

    @Test func refusesABlankName() async throws {
        await #expect(throws: DomainError.invalid(field: "name", message: "is blank; give a name, or leave it out to be greeted yourself")) {
            try await SayHello(dependencies).execute(HelloRequest(name: "  "))
        }
    }

    @Test func needsASignedInUser() async throws {
        signedIn.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { try await SayHello(dependencies).execute(HelloRequest()) }
    }
}
