import Domain
import Foundation
import SMTPMail

/// What this machine adds to the store's mail set-up: how long a server may take over each
/// step (`RUSHDAY_SMTP_TIMEOUT`, seconds; 30 by default) and extra certificate authorities to
/// trust (`RUSHDAY_SMTP_CA_FILE`, PEM), as `PGSSLROOTCERT` adds them for PostgreSQL.
struct MailEnvironment {
    static let timeoutVariable = "RUSHDAY_SMTP_TIMEOUT"
    static let authoritiesVariable = "RUSHDAY_SMTP_CA_FILE"

    let environment: [String: String]

    init(_ environment: [String: String]) {
        self.environment = environment
    }

    var transport: any MailTransport {
        let seconds = environment[Self.timeoutVariable].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 30
        let authorities = environment[Self.authoritiesVariable].flatMap { $0.isEmpty ? nil : $0 }
        return SMTPTransport(timeout: .milliseconds(Int(seconds * 1000)), trustRoots: authorities)
    }
}
