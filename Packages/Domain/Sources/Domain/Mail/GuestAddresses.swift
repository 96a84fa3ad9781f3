/// Where a guest's secrets lead on `rushday serve`: the web routes and the mails that carry
/// the links agree through these.
public enum GuestAddresses {
    /// `/i/SECRET`: the guest's own page.
    public static let pageSegment = "i"
    /// `/u/SECRET`: one mail's unsubscribe link.
    public static let unsubscribeSegment = "u"

    /// `BASE/i/SECRET`, `base` without a trailing "/".
    public static func page(_ base: String, secret: String) -> String {
        "\(base)/\(pageSegment)/\(secret)"
    }

    /// `BASE/u/SECRET`.
    public static func unsubscribe(_ base: String, secret: String) -> String {
        "\(base)/\(unsubscribeSegment)/\(secret)"
    }
}
