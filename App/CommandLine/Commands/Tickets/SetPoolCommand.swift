import ArgumentParser
import Tickets

struct SetPoolCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Make a quota pool, or change its quota.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The pool's handle, like seats.") var pool: String
    @Option(parsing: .unconditional, help: "How many tickets the pool's types may issue together.") var quota: Int
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: { TicketTypesPresenter.poolSet($0, words: .terminal) }) {
            try await SetPool($0).execute(SetPoolRequest(event: event, pool: pool, quota: quota))
        }
    }
}
