/// `rushday expenses export --output FILE --format json`:
/// `{"event": "gala", "exported": 10, "output": "FILE"}`.
struct ExportJSON: Encodable, Sendable {
    let event: String
    let exported: Int
    let output: String?

    enum CodingKeys: String, CodingKey { case event, exported, output }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encode(exported, forKey: .exported)
        try container.encode(output, forKey: .output)
    }
}

/// `expenses receipt`'s answer: the file written and what it holds.
struct ReceiptSavedJSON: Encodable, Sendable {
    let event: String
    let expense: Int
    let name: String
    let type: String
    let size: Int
    let output: String
}
