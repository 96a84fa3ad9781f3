import Domain
import Foundation

/// A `DomainError` on the web: the HTTP status its kind says, and the JSON the API answers
/// (`{ "error": { "code", "field", "message" } }`): the same code, field and words the
/// command line shows, without its flags.
enum WebErrors {
    static func status(for error: DomainError) -> Int {
        switch error {
        case .notFound: 404
        case .invalid, .conflict, .illegalTransition, .inputMissing: 422
        case .notSignedIn, .invalidCredentials: 401
        case .forbidden, .wrongPassword: 403
        case .signInLocked: 429
        case .storeBusy, .storeUnavailable: 503
        case .io, .cannotCreate: 500
        }
    }

    static func json(_ error: DomainError) -> [UInt8] {
        struct Body: Encodable {
            struct Detail: Encodable {
                let code: String
                let field: String?
                let message: String
            }
            let error: Detail
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = Body(error: .init(code: error.code, field: error.field, message: error.reason))
        return Array((try? encoder.encode(body)) ?? Data()) + [0x0A]
    }
}
