import Crypto
import CryptoExtras
import Domain

/// The one place the hasher calls scrypt, so the RFC 7914 vectors test exactly what hashing uses.
enum ScryptKDF {
    static func derive(password: [UInt8], salt: [UInt8], parameters: ScryptParameters, byteCount: Int) throws(DomainError) -> [UInt8] {
        do {
            let key = try KDF.Scrypt.deriveKey(from: password, salt: salt, outputByteCount: byteCount,
                                               rounds: parameters.rounds, blockSize: parameters.r,
                                               parallelism: parameters.p)
            return key.withUnsafeBytes { Array($0) }
        } catch {
            // Parameters are checked before this call, so this is memory running out.
            throw .invalid(field: "password", message: "scrypt could not run (\(error)); free some memory and try again")
        }
    }
}
