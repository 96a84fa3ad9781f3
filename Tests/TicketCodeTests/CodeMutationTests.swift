import CryptoServices
import Domain
import Foundation
import Testing
import Tickets

/// No code a forger can make from valid ones passes: more than 100,000 mutations of valid codes
/// (every single-bit flip of their bytes, random multi-bit flips, changed characters, every
/// truncation, and splices of two codes at every point), each checked with the real Ed25519
/// verification a door with only the key runs. A mutant equal to a valid code does not count.
@Suite struct CodeMutationTests {
    @Test func noMutatedCodeIsAccepted() async throws {
        let gala = try await SignedGala.make()
        let codes = try await gala.codes(40)
        let valid = Set(codes)
        let key = try await gala.keyFile()
        let verifier = VerifyCode(gala)
        for code in codes {
            #expect(try await verifier.execute(VerifyCodeRequest(code: code, key: key)).code.eventID.description.isEmpty == false)
        }

        var random = SystemRandomNumberGenerator()
        var mutants: [String] = []
        let bodies = try codes.map { try Base45.decode(String($0.dropFirst(4))) }
        func text(_ bytes: [UInt8]) -> String { "RT1:" + Base45.encode(bytes) }
        for body in bodies {
            for bit in 0..<(body.count * 8) {
                var flipped = body
                flipped[bit / 8] ^= 1 << UInt8(bit % 8)
                mutants.append(text(flipped))
            }
            for _ in 0..<1_200 {
                var flipped = body
                for _ in 0..<Int.random(in: 2...8, using: &random) { flipped[Int.random(in: 0..<body.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random) }
                mutants.append(text(flipped))
            }
        }
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
        for code in codes {
            let characters = Array(code)
            for length in 0..<characters.count { mutants.append(String(characters.prefix(length))) }
            for _ in 0..<250 {
                var changed = characters
                let index = Int.random(in: 0..<changed.count, using: &random)
                changed[index] = alphabet.filter { $0 != changed[index] }.randomElement(using: &random)!
                mutants.append(String(changed))
            }
        }
        for (first, second) in zip(bodies, bodies.dropFirst() + bodies.prefix(1)) {
            for cut in 1..<first.count { mutants.append(text(Array(first.prefix(cut)) + Array(second.dropFirst(cut)))) }
            mutants.append(text(first + second))
        }
        for (first, second) in zip(codes, codes.dropFirst() + codes.prefix(1)) {
            for cut in 1..<first.count { mutants.append(String(first.prefix(cut)) + String(second.dropFirst(cut))) }
        }
        let tested = mutants.filter { !valid.contains($0) }
        #expect(tested.count >= 100_000)

        // In four slices at once: the verifications are independent, and the machine has cores to spare.
        let accepted = await withTaskGroup(of: [String].self) { group in
            let slice = (tested.count + 3) / 4
            for start in stride(from: 0, to: tested.count, by: slice) {
                let part = Array(tested[start..<min(start + slice, tested.count)])
                group.addTask {
                    var accepted: [String] = []
                    for mutant in part where (try? await verifier.execute(VerifyCodeRequest(code: mutant, key: key))) != nil {
                        accepted.append(mutant)
                    }
                    return accepted
                }
            }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(accepted.isEmpty, "accepted: \(accepted.prefix(3))")
    }

    /// A valid code of another event, or checked with another event's key, is refused too.
    @Test func validCodesOfAnotherEventAreRefused() async throws {
        let gala = try await SignedGala.make()
        let galaKey = try await gala.keyFile("gala"), otherKey = try await gala.keyFile("other")
        let foreign = try await gala.codes(5, event: "other")
        let verifier = VerifyCode(gala)
        for code in foreign {
            await #expect(throws: DomainError.invalid(field: "code", message: "is a ticket for another event than the key's")) {
                _ = try await verifier.execute(VerifyCodeRequest(code: code, key: galaKey))
            }
            #expect((try? await verifier.execute(VerifyCodeRequest(code: code, key: otherKey))) != nil)
        }
    }
}
