import Hummingbird
import NIOCore

public struct WebRoutes: Sendable {
    public init() {}
}
