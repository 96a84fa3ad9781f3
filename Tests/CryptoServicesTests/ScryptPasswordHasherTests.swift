@testable import CryptoServices
import Testing

/// Cheap parameters so the suite stays fast; the defaults get one test of their own.
private let hasher = ScryptPasswordHasher(logN: 10, r: 8, p: 1)

@Suite struct ScryptPasswordHasherTests {
    @Test func hashThenVerifyAcceptsThePassword() throws {
        let hash = try hasher.hash("correct horse battery staple")
        #expect(try hasher.verify("correct horse battery staple", against: hash))
    }

    @Test func wrongPasswordIsRejected() throws {
        let hash = try hasher.hash("correct horse battery staple")
        #expect(try !hasher.verify("correct horse battery stapler", against: hash))
        #expect(try !hasher.verify("", against: hash))
    }

    @Test func twoHashesOfOnePasswordDifferBySalt() throws {
        let first = try hasher.hash("same password")
        let second = try hasher.hash("same password")
        #expect(first != second)
        let a = try #require(ScryptHashString(parsing: first))
        let b = try #require(ScryptHashString(parsing: second))
        #expect(a.salt != b.salt)
        #expect(try hasher.verify("same password", against: first))
        #expect(try hasher.verify("same password", against: second))
    }

    @Test func hashStringCarriesItsParametersSaltAndLength() throws {
        let hash = try ScryptPasswordHasher(logN: 11, r: 4, p: 2).hash("pw")
        #expect(hash.hasPrefix("$scrypt$ln=11,r=4,p=2$"))
        #expect(hash.split(separator: "$").suffix(2).allSatisfy { !$0.contains("=") })
        let parsed = try #require(ScryptHashString(parsing: hash))
        #expect(parsed.parameters == ScryptParameters(logN: 11, r: 4, p: 2))
        #expect(parsed.salt.count == 16)
        #expect(parsed.hash.count == 32)
        #expect(parsed.encoded == hash)
    }

    @Test func hashMadeWithOtherParametersStillVerifies() throws {
        let old = try ScryptPasswordHasher(logN: 9, r: 4, p: 1).hash("kept password")
        #expect(try hasher.verify("kept password", against: old))
        #expect(try !hasher.verify("other password", against: old))
    }

    @Test func defaultParametersRoundTrip() throws {
        let hash = try ScryptPasswordHasher().hash("défault")
        #expect(hash.hasPrefix("$scrypt$ln=15,r=8,p=1$"))
        #expect(try ScryptPasswordHasher().verify("défault", against: hash))
    }

    @Test func passwordsAreExactUTF8BytesWithoutNormalisation() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let hash = try hasher.hash(composed)
        #expect(try hasher.verify(composed, against: hash))
        #expect(try !hasher.verify(decomposed, against: hash))
    }

    @Test func emptyPasswordHashesAndVerifies() throws {
        let hash = try hasher.hash("")
        #expect(try hasher.verify("", against: hash))
        #expect(try !hasher.verify(" ", against: hash))
    }

    @Test(arguments: [
        "",
        "not a hash",
        "test-hash:secret",
        "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8,p=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8,x=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=-1,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=+9,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=21,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=99999999999999999999,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=20,r=32,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=18,r=8,p=16$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=0,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8,p=0$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8,p=1$c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRz*Wx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
        "$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA",
        "$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$",
        "$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g$extra",
    ])
    func malformedOrAbsurdStoredHashVerifiesFalse(_ stored: String) throws {
        #expect(ScryptHashString(parsing: stored) == nil)
        #expect(try !hasher.verify("secret", against: stored))
        #expect(hasher.needsRehash(stored))
    }

    @Test func wellFormedSampleOfTheMalformedListParses() {
        // Guards the malformed list above: its shared salt and hash are valid on their own.
        #expect(ScryptHashString(parsing: "$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g") != nil)
        #expect(ScryptHashString(parsing: "$scrypt$p=1,r=8,ln=10$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g") != nil)
    }

    @Test func tamperedHashOrSaltOrParametersFailVerification() throws {
        let hash = try hasher.hash("secret")
        var parsed = try #require(ScryptHashString(parsing: hash))
        var flippedHash = parsed
        flippedHash.hash[31] ^= 0x01
        #expect(try !hasher.verify("secret", against: flippedHash.encoded))
        var flippedSalt = parsed
        flippedSalt.salt[0] ^= 0x80
        #expect(try !hasher.verify("secret", against: flippedSalt.encoded))
        parsed.parameters.logN = 9
        #expect(try !hasher.verify("secret", against: parsed.encoded))
    }

    @Test func needsRehashWhenStoredParametersAreWeaker() throws {
        let current = ScryptPasswordHasher(logN: 10, r: 8, p: 1)
        #expect(!current.needsRehash(try current.hash("pw")))
        #expect(current.needsRehash(try ScryptPasswordHasher(logN: 9, r: 8, p: 1).hash("pw")))
        #expect(current.needsRehash(try ScryptPasswordHasher(logN: 10, r: 4, p: 1).hash("pw")))
        #expect(!current.needsRehash(try ScryptPasswordHasher(logN: 11, r: 8, p: 2).hash("pw")))
        #expect(ScryptPasswordHasher(logN: 10, r: 8, p: 2).needsRehash(try current.hash("pw")))
    }

    @Test func needsRehashWhenSaltOrHashIsShorterThanNow() {
        let shortSalt = ScryptHashString(parameters: ScryptParameters(logN: 10, r: 8, p: 1),
                                         salt: Array(repeating: 7, count: 8), hash: Array(repeating: 1, count: 32))
        let shortHash = ScryptHashString(parameters: ScryptParameters(logN: 10, r: 8, p: 1),
                                         salt: Array(repeating: 7, count: 16), hash: Array(repeating: 1, count: 16))
        #expect(hasher.needsRehash(shortSalt.encoded))
        #expect(hasher.needsRehash(shortHash.encoded))
    }
}
