import Domain
import Testing

/// The App labels a line with `field` (turning it into a flag where the command has one), so
/// every error must split into its field and the rest, and Domain's own texts name no flag.
struct DomainErrorFieldTests {
    @Test func freeTextsSplitAtTheirFieldPrefix() {
        let missing = DomainError.notFound("event: no event 'x' among yours")
        #expect(missing.field == "event")
        #expect(missing.reason == "no event 'x' among yours")
        #expect(missing.message == "event: no event 'x' among yours")
        #expect(DomainError.io("email or password: gone").field == "email or password")
    }

    @Test func aTextWithoutAFieldPrefixIsShownWhole() {
        let error = DomainError.io("cannot read /tmp/Session: denied")
        #expect(error.field == nil)
        #expect(error.message == "cannot read /tmp/Session: denied")
        #expect(DomainError.io("disk full").message == "disk full")
    }

    @Test func fixedCasesNameWhatFailed() {
        #expect(DomainError.notSignedIn.message == "session: not signed in")
        #expect(DomainError.storeUnavailable("gone").message == "database: gone")
        #expect(DomainError.forbidden("staff cannot edit").field == "role")
        #expect(DomainError.wrongPassword(field: "current password").message == "current password: is wrong; type your current password again")
    }

    @Test func sharedTextsNameNoFlag() throws {
        let texts = [DomainError.handleTaken(try Handle("gala")), .emailTaken, .accountMissing(UserID(.init())), .notSignedIn, .storeBusy]
        for error in texts {
            #expect(!error.message.contains("--") && !error.message.contains("rushday "), "\(error.message)")
        }
        #expect(DomainError.handleTaken(try Handle("gala")).message == "handle: 'gala' is already used by another event; choose another handle")
    }
}
