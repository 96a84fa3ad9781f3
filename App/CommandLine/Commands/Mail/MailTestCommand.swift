import ArgumentParser
import Domain
import Mail

struct MailTestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", abstract: "Send one test message now, and show the server's reply.",
        discussion: "Not through the outbox. Exits 0 when the server took it, 69 when it may take it later or cannot be used as set up, 65 when it refused it.")

    @Argument(help: "Where to send it.") var address: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let password = try CommandLineFace.wiring.mailPassword(global.paths).read()
        var outcome = MailDelivery.Outcome.sent
        try await global.run(.readOnly, format, present: { MailSetupPresenter.test($0, to: address) }) { container in
            let delivery = try await SendTestMail(container).execute(to: address, password: password)
            outcome = delivery.outcome
            return delivery
        }
        switch outcome {
        case .sent: return
        case .transient, .deferred, .unusable: throw ExitCode(69)
        case .permanent: throw ExitCode(65)
        }
    }
}
