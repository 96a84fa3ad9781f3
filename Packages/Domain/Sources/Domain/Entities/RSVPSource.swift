/// Who gave a guest's answer: an organiser (at the terminal or in the browser), the guest on
/// their own page (`web`), a CSV import, or the person themselves on the event's public page
/// (`registration`). Shown beside the answer so an organiser can tell.
public enum RSVPSource: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case organizer, web, `import`, registration

    public var description: String { rawValue }
}
