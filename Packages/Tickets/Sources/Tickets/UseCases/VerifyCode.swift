public import Domain

/// `rushday tickets verify CODE --key FILE`: checks a code with nothing but the key file, as a
/// door without the database would: its form, its event, its key and its signature. It cannot
/// know about cancellations; `checkin` can. Needs no account.
public struct VerifyCode: Sendable {
    private let dependencies: any TicketVerificationDependencies

    public init(_ dependencies: any TicketVerificationDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: VerifyCodeRequest) async throws(DomainError) -> VerifyCodeResponse {
        let key = try KeyFile(parsing: request.key)
        do {
            let code = try TicketCode.parse(request.code)
            try code.check(event: key.eventID, publicKey: key.publicKey, signer: dependencies.signatureService)
            return VerifyCodeResponse(code: code)
        } catch {
            let reason = switch error {
            case .wrongEvent: "is a ticket for another event than the key's"
            default: error.reason(for: nil)
            }
            throw .invalid(field: "code", message: ErrorText(reason))
        }
    }
}
