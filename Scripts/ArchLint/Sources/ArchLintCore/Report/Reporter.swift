/// How findings are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// `path:line:column: error: [rule] message (fix)`, then a summary line.
    case text
    /// A JSON array of {rule, severity, file, line, column, message, fix}.
    case json
    /// GitHub Actions workflow commands (`::error file=...::...`), then the summary line.
    case github
}

public enum Reporter {
    public static func render(_ findings: [Finding], as format: OutputFormat) -> String {
        switch format {
        case .text: findings.map(textLine).map { $0 + "\n" }.joined()
        case .json: json(findings)
        case .github: findings.map(githubLine).map { $0 + "\n" }.joined()
        }
    }

    public static func textLine(_ finding: Finding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message) (\(finding.fix))"
    }

    /// `archlint: 2 errors, 1 warning in 96 files (8 packages, 41 ms)`; files are the Swift files
    /// and manifests checked.
    public static func summary(_ result: LintResult, milliseconds: Int) -> String {
        "archlint: \(plural(result.errorCount, "error")), \(plural(result.warningCount, "warning")) in \(plural(result.filesChecked, "file")) (\(plural(result.packagesChecked, "package")), \(milliseconds) ms)"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func json(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "[]\n" }
        let objects = findings.map { finding in
            "  {\"rule\": \(quoted(finding.rule)), \"severity\": \(quoted(finding.severity.rawValue)), \"file\": \(quoted(finding.file)), "
                + "\"line\": \(finding.line), \"column\": \(finding.column), \"message\": \(quoted(finding.message)), \"fix\": \(quoted(finding.fix))}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func githubLine(_ finding: Finding) -> String {
        let command = finding.severity == .error ? "error" : "warning"
        let properties = "file=\(escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),title=\(escapeProperty("archlint [\(finding.rule)]"))"
        return "::\(command) \(properties)::\(escapeData("\(finding.message) (\(finding.fix))"))"
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
