import Auth
import Domain
import Store

/// A face may not reach an adapter: the composition hands it what the adapter does.
public enum Commands {
    public static let all: [AuthCard] = []
}
