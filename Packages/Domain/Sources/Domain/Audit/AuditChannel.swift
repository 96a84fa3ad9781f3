/// Where a change came from: the command line, an organiser's page, a personal link's page
/// (a guest's or a volunteer's), or a door's scanner.
public enum AuditChannel: String, Sendable, CaseIterable {
    case commandLine = "cli"
    case web
    case link
    case door
}
