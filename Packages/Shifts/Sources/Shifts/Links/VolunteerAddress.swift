/// Where a volunteer's link leads on `rushday serve`: the command that prints it and the route
/// that answers it agree through this.
public enum VolunteerAddress {
    /// `/v/SECRET`: the volunteer's own page.
    public static let segment = "v"

    /// `BASE/v/SECRET`, `base` without a trailing "/".
    public static func page(_ base: String, secret: String) -> String {
        "\(base)/\(segment)/\(secret)"
    }
}
