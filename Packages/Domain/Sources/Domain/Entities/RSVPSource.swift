/// Who gave a guest's answer: an organiser (at the terminal or in the browser), the guest on
/// their own page (`web`), or a CSV import. Shown beside the answer so an organiser can tell.
public enum RSVPSource: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case organizer, web, `import`

    public var description: String { rawValue }
}
