import Foundation

/// This process's environment variables, read once: Foundation copies all of them at each
/// read, and a command read them four times on its way to its store.
public enum ProcessEnvironment {
    public static let variables: [String: String] = ProcessInfo.processInfo.environment
}
