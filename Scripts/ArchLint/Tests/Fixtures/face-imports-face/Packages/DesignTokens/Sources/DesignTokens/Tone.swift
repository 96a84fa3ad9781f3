public enum Tone: Sendable {
    case plain, success, danger
}
