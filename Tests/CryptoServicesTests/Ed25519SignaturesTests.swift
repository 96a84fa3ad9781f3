import CryptoServices
import Foundation
import Testing

/// The adapter against RFC 8032 section 7.1's test vectors (Ed25519 is deterministic, so the
/// signature itself must match), and the refusals a door relies on.
@Suite struct Ed25519SignaturesTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String, secret: String, publicKey: String, message: String, signature: String
        var testDescription: String { name }
    }

    static let vectors = [
        Vector(name: "TEST 1 (empty message)",
               secret: "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
               publicKey: "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
               message: "",
               signature: "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"),
        Vector(name: "TEST 2 (one byte)",
               secret: "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
               publicKey: "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
               message: "72",
               signature: "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"),
        Vector(name: "TEST 3 (two bytes)",
               secret: "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
               publicKey: "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
               message: "af82",
               signature: "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"),
        Vector(name: "TEST SHA(abc)",
               secret: "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
               publicKey: "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
               message: "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
               signature: "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704"),
    ]

    @Test(arguments: vectors)
    func signsAndVerifiesAsTheRFCSays(_ vector: Vector) throws {
        let signatures = Ed25519Signatures()
        let message = bytes(vector.message)
        #expect(try signatures.sign(message, privateKey: bytes(vector.secret)) == bytes(vector.signature))
        #expect(signatures.isValid(signature: bytes(vector.signature), of: message, publicKey: bytes(vector.publicKey)))
    }

    @Test(arguments: vectors)
    func refusesAChangedMessageSignatureOrKey(_ vector: Vector) {
        let signatures = Ed25519Signatures()
        let message = bytes(vector.message), signature = bytes(vector.signature), key = bytes(vector.publicKey)
        var flipped = signature
        flipped[10] ^= 0x01
        #expect(!signatures.isValid(signature: flipped, of: message, publicKey: key))
        #expect(!signatures.isValid(signature: signature, of: message + [0], publicKey: key))
        #expect(!signatures.isValid(signature: signature, of: message, publicKey: bytes(Self.vectors[(Self.vectors.firstIndex { $0.name == vector.name }! + 1) % 4].publicKey)))
        #expect(!signatures.isValid(signature: Array(signature.dropLast()), of: message, publicKey: key))
        #expect(!signatures.isValid(signature: signature, of: message, publicKey: Array(key.dropLast())))
    }

    @Test func newKeyPairsSignWhatTheirPublicKeyVerifies() throws {
        let signatures = Ed25519Signatures()
        let pair = signatures.makeKeyPair(), other = signatures.makeKeyPair()
        #expect(pair.publicKey.count == 32 && pair.privateKey.count == 32 && pair != other)
        let message = Array("ticket".utf8)
        let signature = try signatures.sign(message, privateKey: pair.privateKey)
        #expect(signatures.isValid(signature: signature, of: message, publicKey: pair.publicKey))
        #expect(!signatures.isValid(signature: signature, of: message, publicKey: other.publicKey))
        #expect(throws: (any Error).self) { try signatures.sign(message, privateKey: [1, 2, 3]) }
    }

    private func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }
}
