public import Domain
import Foundation

/// Reads `smtp://[USER@]HOST[:PORT][?tls=starttls|implicit|none]` and `Name <address>`. A
/// password written into the address is refused: it would sit in shell history and `ps`.
public enum MailServerAddress {
    static func server(_ text: String) throws(DomainError) -> MailServer {
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard let parts = URLComponents(string: typed), let scheme = parts.scheme?.lowercased(),
              scheme == "smtp" || scheme == "smtps", let host = parts.host, !host.isEmpty else {
            throw .invalid(field: "smtp", message: "\(UserText.quoted(typed)) is not an address like smtp://USER@HOST:587?tls=starttls")
        }
        guard parts.password == nil else {
            throw .invalid(field: "smtp", message: "holds a password, which is never kept in the address; give the address without it and the password on its own")
        }
        var security: MailSecurity = scheme == "smtps" ? .implicit : .starttls
        for item in parts.queryItems ?? [] {
            guard item.name == "tls", let value = item.value.flatMap({ MailSecurity(rawValue: $0.lowercased()) }) else {
                throw .invalid(field: "smtp", message: "\(UserText.quoted(item.name + "=" + (item.value ?? ""))) is not understood; the one option is tls=starttls, tls=implicit or tls=none")
            }
            security = value
        }
        let port = parts.port ?? (security == .implicit ? 465 : 587)
        guard (1...65535).contains(port) else { throw .invalid(field: "smtp", message: "port \(port) is not between 1 and 65535") }
        let user = parts.user?.removingPercentEncoding.flatMap { $0.isEmpty ? nil : $0 }
        return MailServer(host: host, port: port, user: user, security: security)
    }

    static func address(_ text: String, field: String) throws(DomainError) -> MailAddress {
        let typed = text.trimmingCharacters(in: .whitespaces)
        try UserText.validate(typed, field: field, allowingLineBreaks: false)
        guard let open = typed.lastIndex(of: "<"), typed.hasSuffix(">") else {
            return MailAddress(address: try EmailAddress(typed, field: field))
        }
        let address = try EmailAddress(String(typed[typed.index(after: open)..<typed.index(before: typed.endIndex)]), field: field)
        let name = typed[..<open].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return MailAddress(name: name.isEmpty ? nil : name, address: address)
    }

    /// `smtp://USER@HOST:PORT?tls=MODE`, as `mail setup` takes it.
    public static func text(_ server: MailServer) -> String {
        let user = server.user.map { ($0.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? $0) + "@" } ?? ""
        return "smtp://\(user)\(server.host):\(server.port)?tls=\(server.security)"
    }

    /// `Name <address>`.
    public static func text(_ address: MailAddress) -> String {
        address.name.map { "\($0) <\(address.address)>" } ?? address.address.value
    }
}
