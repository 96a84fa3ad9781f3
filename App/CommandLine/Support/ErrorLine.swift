import ArgumentParser
import Domain

/// The line printed for a `DomainError`. Domain names fields as requests call them (`budget`,
/// `keep-instant`) and knows no command line; the App does, so here a field the command that
/// ran declares as an option or flag is shown as that option (`--budget`), a field the text
/// refers to is shown as its option (`--rate`), and the next step is shown as its command.
enum ErrorLine {
    static func text(for error: DomainError, command: (any ParsableCommand)?) -> String {
        let reason = error.problem.rendered { "--" + $0 }
        let line = label(for: error, command: command).map { "\($0): \(reason)" } ?? reason
        // A file that exists is replaced only on request; Domain says so, the App names the flag.
        if case .cannotCreate = error, let command, OptionNames.long(of: command).contains("force") { return line + " with --force" }
        return hint(for: error).map { "\(line); \($0)" } ?? line
    }

    /// `--budget` when the field is a value the user typed through an option of this command;
    /// else the field as it is (a positional argument such as `event`, or a thing such as
    /// `database`, `session`, `role` that names no option even where one is spelled alike).
    static func label(for error: DomainError, command: (any ParsableCommand)?) -> String? {
        guard let field = error.field else { return nil }
        guard namesTypedValue(error), let command, OptionNames.long(of: command).contains(field) else { return field }
        return "--" + field
    }

    private static func namesTypedValue(_ error: DomainError) -> Bool {
        switch error {
        case .invalid, .conflict, .notFound, .wrongPassword, .signInLocked, .inputMissing, .cannotCreate, .io: true
        case .illegalTransition, .forbidden, .notSignedIn, .invalidCredentials, .storeBusy, .storeUnavailable: false
        }
    }

    private static func hint(for error: DomainError) -> String? {
        if let step = error.nextStep { return NextStepLine.text(for: step) }
        // A server's message already says what to check there (the password, the certificate,
        // whether it runs); the way to choose another database is no help with those.
        guard case let .storeUnavailable(reason) = error, !reason.contains("postgres://") else { return nil }
        return "pass --database PATH or set RUSHDAY_DATABASE"
    }
}
