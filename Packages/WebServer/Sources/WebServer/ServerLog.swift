import Foundation
import Logging

/// `serve`'s log on stderr, through swift-log: one line per request, and a line for each thing
/// the server does beside them (the mail outbox's passes), as text for people or as one JSON
/// object per line for a log collector (`--log-format json`). Lines reach `sink` whole; what
/// they hold is already free of secrets (`AccessLog`).
public struct ServerLog: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    private let logger: Logger
    private let format: Format

    public init(format: Format, sink: @escaping @Sendable (String) -> Void) {
        logger = Logger(label: "rushday.serve") { _ in LineHandler(format: format, sink: sink) }
        self.format = format
    }

    /// One request answered: text `CLIENT METHOD TARGET STATUS TIMEms`, as the access log always
    /// read; `tenths` of a millisecond, written without String(format:), which is slow on Linux.
    func request(client: String, method: String, target: String, status: Int, tenths: Int) {
        // The fields only JSON shows are not made for text, on the path of every request.
        logger.info("\(client) \(method) \(target) \(status) \(tenths / 10).\(tenths % 10)ms", metadata: format == .text ? nil : [
            "event": "request", "client": .string(client), "method": .string(method), "target": .string(target),
            "status": .stringConvertible(status), "ms": .stringConvertible(Double(tenths) / 10),
        ])
    }

    /// Something the server did beside the requests, e.g. `note("mail", "sent 3, 0 failed")`.
    public func note(_ source: String, _ message: String, failed: Bool = false) {
        logger.log(level: failed ? .error : .info, "\(source): \(message)", metadata: ["event": .string(source)])
    }
}

/// Writes each entry as one line: the message alone, or a JSON object of the time, level,
/// message and metadata.
private struct LineHandler: LogHandler {
    let format: ServerLog.Format
    let sink: @Sendable (String) -> Void
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        switch format {
        case .text:
            sink(event.message.description)
        case .json:
            var fields: [String: Field] = ["time": .text(Date().formatted(Self.time)), "level": .text(event.level.rawValue),
                                           "message": .text(event.message.description)]
            for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) { fields[key] = Field(value) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            sink((try? encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? event.message.description)
        }
    }

    private static let time = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// A metadata value as JSON: numbers stay numbers, so a collector can sum the times.
    private enum Field: Encodable {
        case text(String)
        case number(Double)

        init(_ value: Logger.MetadataValue) {
            switch value {
            case let .stringConvertible(number as Int): self = .number(Double(number))
            case let .stringConvertible(number as Double): self = .number(number)
            default: self = .text(value.description)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .text(text): try container.encode(text)
            case let .number(number) where number == number.rounded(): try container.encode(Int(number))
            case let .number(number): try container.encode(number)
            }
        }
    }
}
