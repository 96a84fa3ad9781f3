import Glibc
import NIOCore
import NIOPosix

extension ErrorMapping {
    /// Why a connection could not be made, in words: NIO's errors describe themselves as nested
    /// structures (every address tried, each with its socket error) a person cannot act on.
    static func connectingReason(_ error: any Error) -> String? {
        switch error {
        case let error as NIOConnectionError:
            if let failure = error.connectionErrors.first { return connectingReason(failure.error) ?? "\(failure.error)" }
            return "the host name \(error.host) could not be resolved"
        case let error as IOError:
            return String(cString: strerror(error.errnoCode)).lowercased()
        case let ChannelError.connectTimeout(amount):
            return "no answer within \(amount.nanoseconds / 1_000_000_000) s"
        default:
            return nil
        }
    }
}
