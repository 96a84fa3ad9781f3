import Domain
import WebServer

/// The forms' CSRF tokens signed with the app's signer under the site's key, which the store
/// keeps (`WebFace.formKey(of:)`), so every server of a store and every restart agree.
struct SignedForms: FormSigning {
    /// The store's name for the key.
    static let keyName = "form-tokens"

    let signer: any MessageSigner
    let key: String

    func signature(of message: String) -> String {
        signer.signature(of: message, key: key)
    }

    func verifies(_ signature: String, of message: String) -> Bool {
        signer.verifies(signature, of: message, key: key)
    }
}
