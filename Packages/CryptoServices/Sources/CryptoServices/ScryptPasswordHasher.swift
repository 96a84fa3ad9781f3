public import Domain

/// Hashes passwords with scrypt into PHC strings such as
/// `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (16 random salt bytes, 32-byte hash, base64 without
/// padding). Passwords are hashed as their exact UTF-8 bytes with no Unicode normalisation, so
/// "é" typed as one scalar and as "e" plus a combining accent are different passwords.
///
/// `verify` reads the parameters from the stored string, so hashes made with older, lower
/// parameters keep verifying; `needsRehash` tells when to replace them. A stored string that is
/// malformed, or whose parameters are beyond `ScryptParameters`' limits (ln 1-20, r 1-32,
/// p 1-16, at most 1 GiB of memory), never reaches scrypt: `verify` returns false for it rather
/// than throwing, so a damaged row reads as a wrong password instead of breaking sign-in.
public struct ScryptPasswordHasher: PasswordHasher {
    let parameters: ScryptParameters

    static let saltByteCount = 16
    static let hashByteCount = 32

    /// Defaults cost about 32 MiB and tens of milliseconds per hash; tests may pass a lower logN.
    /// Parameters outside the limits a stored hash may carry are a programming error.
    public init(logN: Int = 15, r: Int = 8, p: Int = 1) {
        let parameters = ScryptParameters(logN: logN, r: r, p: p)
        precondition(parameters.isWithinLimits, "scrypt parameters ln=\(logN), r=\(r), p=\(p) are outside the accepted limits")
        self.parameters = parameters
    }

    public func hash(_ password: String) throws(DomainError) -> String {
        let salt = randomBytes(count: Self.saltByteCount)
        let hash = try ScryptKDF.derive(password: Array(password.utf8), salt: salt, parameters: parameters,
                                        byteCount: Self.hashByteCount)
        return ScryptHashString(parameters: parameters, salt: salt, hash: hash).encoded
    }

    public func verify(_ password: String, against hash: String) throws(DomainError) -> Bool {
        guard let stored = ScryptHashString(parsing: hash) else { return false }
        let candidate = try ScryptKDF.derive(password: Array(password.utf8), salt: stored.salt,
                                             parameters: stored.parameters, byteCount: stored.hash.count)
        return constantTimeEquals(candidate, stored.hash)
    }

    /// True when the stored hash was made with weaker parameters, a shorter salt or hash than
    /// this hasher uses now, or cannot be read at all: replace it after the next successful
    /// sign-in.
    public func needsRehash(_ hash: String) -> Bool {
        guard let stored = ScryptHashString(parsing: hash) else { return true }
        return stored.parameters.isWeaker(than: parameters)
            || stored.salt.count < Self.saltByteCount
            || stored.hash.count < Self.hashByteCount
    }
}
