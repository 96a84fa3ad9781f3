/// `--format table|json|csv`.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    case table, json, csv
}
