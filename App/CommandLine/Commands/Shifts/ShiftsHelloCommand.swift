import ArgumentParser
import Shifts

struct ShiftsHelloCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hello", abstract: "Greet the signed-in user (the scaffold's sample).")

    @Option(help: "Who to greet (default: you).") var name: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ShiftsPresenter.hello) {
            try await SayHello($0).execute(HelloRequest(name: name))
        }
    }
}
