public import DesignTokens
import Domain

/// An upload of offline scans. On screen a summary, each refused scan and each conflict. JSON
/// `{"recorded", "duplicates", "refused", "conflicts", "results": [{"nonce", "result": "recorded"
/// | "duplicate" | "refused", "reason" | null}]}`; CSV: the results' keys.
public enum SyncPresenter {
    struct ResultJSON: Encodable, Sendable {
        let nonce: String
        let result: String
        let reason: String?

        enum CodingKeys: String, CodingKey { case nonce, result, reason }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(nonce, forKey: .nonce)
            try container.encode(result, forKey: .result)
            try container.encode(reason, forKey: .reason)
        }
    }

    struct SyncJSON: Encodable, Sendable {
        let recorded: Int
        let duplicates: Int
        let refused: Int
        let conflicts: Int
        let results: [ResultJSON]
    }

    public static func synced(_ response: SyncResponse) -> Presentation {
        let results = response.results.map { result -> ResultJSON in
            switch result.outcome {
            case .recorded: ResultJSON(nonce: result.nonce, result: "recorded", reason: nil)
            case .duplicate: ResultJSON(nonce: result.nonce, result: "duplicate", reason: nil)
            case let .refused(refusal): ResultJSON(nonce: result.nonce, result: "refused", reason: refusal.reason(for: response.event))
            }
        }
        let json = SyncJSON(recorded: response.count { $0 == .recorded }, duplicates: response.count { $0 == .duplicate },
                            refused: results.count { $0.result == "refused" }, conflicts: response.conflicts.count, results: results)
        var blocks: [Block] = [.status(json.refused == 0 ? .success : .warning,
                                       "\(Plural.of(response.results.count, "scan")) uploaded from \(response.device): \(json.recorded) recorded, \(json.duplicates) already uploaded, \(json.refused) refused",
                                       json.refused == 0 ? .success : .warning)]
        blocks += zip(response.results, results).compactMap { result, shown in
            shown.reason.map { .text("✖ \(UserText.quoted(result.nonce)) \(UserText.quoted(String(result.code.prefix(24)))): \($0)", .body, .error) }
        }
        blocks += response.conflicts.map {
            .sentence(ConflictsPresenter.what($0, zone: response.event.timeZone).after("! \($0.ticket.ticket.reference) \($0.ticket.ticket.holder): "), .body, .warning)
        }
        return Presentation(document: Document(blocks),
                            csv: Table(columns: ["nonce", "result", "reason"].map { Table.Column($0) },
                                       rows: results.map { [$0.nonce, $0.result, $0.reason ?? ""].map { Cell($0) } }, emptyMessage: ""),
                            json: json)
    }
}
