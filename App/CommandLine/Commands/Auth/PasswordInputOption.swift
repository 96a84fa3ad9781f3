import ArgumentParser

/// `--password-stdin`: passwords are read from a prompt or stdin, never taken as an argument.
struct PasswordInputOption: ParsableArguments {
    @Flag(name: .long, help: "Read the password from standard input (one line) instead of prompting.")
    var passwordStdin = false

    var reader: PasswordReader { PasswordReader(fromStandardInput: passwordStdin) }
}
