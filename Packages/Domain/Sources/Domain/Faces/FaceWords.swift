/// How a face words what a feature's text points to: a field (the CLI shows `--amount`, the web
/// the field's name) and a next step (the CLI shows its command, the web its plain words or a
/// link). Presenters take one, so the same answer reads right on each face.
public struct FaceWords: Sendable {
    public var field: @Sendable (String) -> String
    public var step: @Sendable (NextStep) -> String

    public init(field: @escaping @Sendable (String) -> String, step: @escaping @Sendable (NextStep) -> String) {
        self.field = field
        self.step = step
    }

    /// Fields by their names and steps in plain words.
    public static let plain = FaceWords(field: { $0 }, step: \.description)
}
