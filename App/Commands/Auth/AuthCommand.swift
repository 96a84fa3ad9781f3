import ArgumentParser

struct AuthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "auth",
        abstract: "Create an account, sign in and out, change your password.",
        subcommands: [SignUpCommand.self, LogInCommand.self, LogOutCommand.self, WhoAmICommand.self, PasswdCommand.self]
    )
}
