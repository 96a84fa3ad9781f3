/// A stored scrypt hash in PHC string form:
/// `$scrypt$ln=15,r=8,p=1$<salt, base64 without padding>$<hash, base64 without padding>`.
/// The parameters travel with the hash so they can be raised later and old hashes still verify.
struct ScryptHashString: Hashable, Sendable {
    var parameters: ScryptParameters
    var salt: [UInt8]
    var hash: [UInt8]

    static let identifier = "scrypt"
    static let saltLengthRange = 8...64
    static let hashLengthRange = 16...64

    init(parameters: ScryptParameters, salt: [UInt8], hash: [UInt8]) {
        self.parameters = parameters
        self.salt = salt
        self.hash = hash
    }

    /// Nil for anything that is not a well-formed scrypt PHC string with parameters, salt and
    /// hash inside the limits: a tampered row must not reach the KDF.
    init?(parsing text: String) {
        let fields = text.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0].isEmpty, fields[1] == Self.identifier,
              let parameters = Self.parseParameters(fields[2]), parameters.isWithinLimits,
              let salt = Base64NoPadding.decode(fields[3]), Self.saltLengthRange.contains(salt.count),
              let hash = Base64NoPadding.decode(fields[4]), Self.hashLengthRange.contains(hash.count)
        else { return nil }
        self.init(parameters: parameters, salt: salt, hash: hash)
    }

    var encoded: String {
        "$\(Self.identifier)$ln=\(parameters.logN),r=\(parameters.r),p=\(parameters.p)$"
            + Base64NoPadding.encode(salt) + "$" + Base64NoPadding.encode(hash)
    }

    /// Exactly `ln`, `r` and `p`, each once, in any order, as plain decimal numbers.
    private static func parseParameters(_ text: Substring) -> ScryptParameters? {
        var values: [Substring: Int] = [:]
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, ["ln", "r", "p"].contains(parts[0]), values[parts[0]] == nil,
                  (1...3).contains(parts[1].count), parts[1].utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let value = Int(parts[1])
            else { return nil }
            values[parts[0]] = value
        }
        guard values.count == 3, let logN = values["ln"], let r = values["r"], let p = values["p"] else { return nil }
        return ScryptParameters(logN: logN, r: r, p: p)
    }
}
