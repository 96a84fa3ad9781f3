@testable import CryptoServices
import Testing

/// RFC 7914 section 12 vectors, run through the same function the hasher calls.
@Suite struct ScryptKDFTests {
    @Test func rfc7914PasswordNaClVector() throws {
        let key = try ScryptKDF.derive(password: Array("password".utf8), salt: Array("NaCl".utf8),
                                       parameters: ScryptParameters(logN: 10, r: 8, p: 16), byteCount: 64)
        #expect(Hex.encode(key) == "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640")
    }

    @Test func rfc7914EmptyPasswordAndSaltVector() throws {
        let key = try ScryptKDF.derive(password: [], salt: [], parameters: ScryptParameters(logN: 4, r: 1, p: 1), byteCount: 64)
        #expect(Hex.encode(key) == "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906")
    }

    @Test func hasherStoresTheKDFOutputForItsSalt() throws {
        let hasher = ScryptPasswordHasher(logN: 10, r: 8, p: 1)
        let stored = try #require(ScryptHashString(parsing: try hasher.hash("password")))
        let recomputed = try ScryptKDF.derive(password: Array("password".utf8), salt: stored.salt,
                                              parameters: stored.parameters, byteCount: 32)
        #expect(recomputed == stored.hash)
    }
}
