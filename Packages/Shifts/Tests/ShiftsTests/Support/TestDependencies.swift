import Domain
import DomainTestSupport
import Foundation
import Shifts

/// The Shifts feature wired to in-memory fakes, as the App's container wires it to real ones.
struct TestDependencies: ShiftsDependencies {
    let store = InMemoryStore()
    let signedIn = FixedCurrentUser()
    // 2026-07-01T12:00Z: nine days before the fixture's festival.
    let fixedClock = FixedClock(Date(timeIntervalSince1970: 1_782_907_200))
    let ids = SequentialIdentifierGenerator()
    let tokens = CountingTokenGenerator()
    let signatures = ChecksumSignatures()
    /// The door link a test's scans come with; none unless a test gives one.
    var door: any DoorPassProvider = NoDoorPass()

    var shiftRepository: any ShiftRepository { store }
    var eventRepository: any EventRepository { store }
    var membershipRepository: any MembershipRepository { store }
    var currentUser: any CurrentUserProvider { signedIn }
    var clock: any Clock { fixedClock }
    var identifierGenerator: any IdentifierGenerator { ids }
    var tokenGenerator: any TokenGenerator { tokens }
    var eventSigningKeyRepository: any EventSigningKeyRepository { store }
    var signatureService: any SignatureService { signatures }
    var qrCodeMaker: any QRCodeMaker { StandInQRCodes() }
    var doorPass: any DoorPassProvider { door }
}
