/// Why a QR code could not be made.
public enum QRCodeError: Error, Equatable, Sendable {
    /// The data needs `bitsNeeded` bits but a version 40 symbol at the chosen level holds only
    /// `bitsAvailable`: shorten the data or lower the error correction.
    case dataTooLong(bitsNeeded: Int, bitsAvailable: Int)
}
