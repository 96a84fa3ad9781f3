import Auth
import Domain

/// The command-line face: features only; the composition hands it the rest.
public enum Commands {
    public static let all: [AuthCard] = []
}
