@testable import CryptoServices
import Foundation
import Testing

@Suite struct SecureTokenGeneratorTests {
    let generator = SecureTokenGenerator()

    @Test func tokenIs256BitsOfBase64URLWithoutPadding() throws {
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for _ in 0..<200 {
            let token = generator.makeToken()
            #expect(token.count == 43)
            #expect(token.allSatisfy(alphabet.contains))
            let standard = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/") + "="
            #expect(try #require(Data(base64Encoded: standard)).count == 32)
        }
    }

    @Test func tokensAreUnique() {
        let tokens = (0..<10_000).map { _ in generator.makeToken() }
        #expect(Set(tokens).count == tokens.count)
    }

    @Test func tokensUseTheWholeAlphabet() {
        // 2,000 random tokens miss one of 64 characters with negligible probability; a broken
        // generator (a constant, a narrow range) fails this.
        let seen = Set((0..<2_000).flatMap { _ in generator.makeToken() })
        #expect(seen.count == 64)
    }

    @Test func digestIsLowerCaseHexSHA256() {
        #expect(generator.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(generator.digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func digestOfATokenIsStableAndDistinct() {
        let token = generator.makeToken()
        #expect(generator.digest(token) == generator.digest(token))
        #expect(generator.digest(token) != generator.digest(generator.makeToken()))
        #expect(generator.digest(token).count == 64)
    }

    @Test func hexEncodesEveryByteValue() {
        let hex = Hex.encode(Array(0...255) as [UInt8])
        #expect(hex.count == 512)
        #expect(hex.hasPrefix("000102030405060708090a0b0c0d0e0f10"))
        #expect(hex.hasSuffix("f9fafbfcfdfeff"))
    }
}
