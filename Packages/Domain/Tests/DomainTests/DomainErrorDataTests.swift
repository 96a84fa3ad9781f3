import Domain
import Foundation
import Testing

/// Each face renders an error from its parts (`code`, `field`, `reason`), so every kind must
/// carry them apart, with the field never parsed out of a text and no text naming a flag.
struct DomainErrorDataTests {
    @Test(arguments: [
        (DomainError.invalid(field: "budget", message: "is negative"), "invalid", "budget", "is negative"),
        (.notFound(field: "event", message: "no event 'x' among yours"), "not_found", "event", "no event 'x' among yours"),
        (.conflict(field: "email", message: "is taken"), "conflict", "email", "is taken"),
        (.illegalTransition("a cancelled event is final"), "illegal_transition", "status", "a cancelled event is final"),
        (.notSignedIn, "not_signed_in", "session", "not signed in; sign in first"),
        (.forbidden("staff cannot edit"), "forbidden", "role", "staff cannot edit"),
        (.invalidCredentials, "invalid_credentials", "email or password", "one of them is wrong; check both and try again"),
        (.wrongPassword(field: "current password"), "wrong_password", "current password", "is wrong; type your current password again"),
        (.signInLocked(until: Date(timeIntervalSince1970: 0)), "sign_in_locked", "email", "too many failed sign-ins; try again after 1970-01-01T00:00:00Z"),
        (.storeBusy, "store_busy", "database", "the database is busy with another writer; try again"),
        (.storeUnavailable("gone"), "store_unavailable", "database", "gone"),
        (.io(field: "session", message: "disk full: no space"), "io", "session", "disk full: no space"),
        (.inputMissing(field: "file", message: "a.csv does not exist"), "input_missing", "file", "a.csv does not exist"),
        (.cannotCreate(field: "output", message: "a.csv already exists"), "cannot_create", "output", "a.csv already exists"),
    ])
    func everyKindHasACodeAFieldAndAReason(error: DomainError, code: String, field: String, reason: String) {
        #expect(error.code == code)
        #expect(error.field == field)
        #expect(error.reason == reason)
        #expect(error.message == "\(field): \(reason)")
    }

    @Test func aColonInsideTheTextIsNotTakenForAField() {
        let error = DomainError.io(field: "session", message: "cannot read /tmp/Session: denied")
        #expect(error.field == "session")
        #expect(error.reason == "cannot read /tmp/Session: denied")
    }

    @Test func aNextStepIsAValueWithPlainWordsForAFaceWithoutCommands() throws {
        let gala = try Handle("gala")
        let error = DomainError.notFound(field: "guest", message: "no guest 'x' on the list of 'gala'", next: .listGuests(event: gala))
        #expect(error.nextStep == .listGuests(event: gala))
        #expect(error.problem == "no guest 'x' on the list of 'gala'")
        #expect(error.reason == "no guest 'x' on the list of 'gala'; see them")
        #expect(error != .notFound(field: "guest", message: "no guest 'x' on the list of 'gala'", next: .listGuests(event: try Handle("fair"))))
        #expect(DomainError.illegalTransition("it ended", next: .rescheduleEvent(gala)).reason == "it ended; give it new start and end times first")
        #expect(DomainError.invalid(field: "x", message: "y").nextStep == nil)
    }

    @Test func aFieldReferenceIsShownAsEachFaceNamesIt() {
        let rate = "leave \(field: "rate") out" as ErrorText
        let error = DomainError.invalid(field: "currency", message: "is not the event's; give \(field: "rate") R")
        #expect(rate.pieces == [.text("leave "), .field("rate"), .text(" out")])
        #expect(error.reason == "is not the event's; give rate R")
        #expect(error.problem.rendered { "--" + $0 } == "is not the event's; give --rate R")
        #expect(error != .invalid(field: "currency", message: "is not the event's; give rate R"))
    }

    @Test func aTextEqualsTheSameWordsHoweverBuilt() {
        let name = "gala"
        #expect(ErrorText("no event 'gala'") == "no event '\(name)'")
        #expect(ErrorText("").pieces.isEmpty)
    }

    @Test func sharedTextsNameNoFlag() throws {
        let texts = [DomainError.handleTaken(try Handle("gala")), .emailTaken, .accountMissing(UserID(.init())), .notSignedIn, .storeBusy,
                     .ticketPoolMissing(try Handle("vip"))]
        for error in texts {
            #expect(!error.message.contains("--") && !error.message.contains("rushday "), "\(error.message)")
        }
        #expect(DomainError.handleTaken(try Handle("gala")).message == "handle: 'gala' is already used by another event; choose another handle")
        #expect(DomainError.ticketPoolMissing(try Handle("vip")).nextStep == .createPool)
    }
}
