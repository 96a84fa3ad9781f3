/// Where this machine keeps the SMTP server's password: never in the store, a URL or a command
/// line. The mail adapter keeps it; the commands that set mail up and send it reach it here.
public protocol MailPasswordKeeper: Sendable {
    /// Nil when the machine has none (a server without AUTH needs none).
    func read() throws(DomainError) -> String?
    /// Writes the password beside where it is kept, to be put in place by `keep` once the set-up
    /// is stored, or removed by `discard` when it is refused: a refused set-up changes nothing.
    func stage(_ password: String) throws(DomainError) -> any StagedMailPassword
}

/// A password written beside its place, not yet in it.
public protocol StagedMailPassword: Sendable {
    func keep() throws(DomainError)
    func discard()
}
