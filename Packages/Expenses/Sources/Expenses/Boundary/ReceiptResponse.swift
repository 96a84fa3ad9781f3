public import Domain

/// An expense's receipt file, to save or serve as it was given (`expenses receipt`).
public struct ReceiptResponse: Hashable, Sendable {
    public let event: Event
    public let number: Int
    public let name: String
    public let contentType: String
    public let bytes: [UInt8]
}
