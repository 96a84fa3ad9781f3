/// The core's texts are words every face can show: a string literal in the configured groups
/// (Domain, the features) may not name a flag (`--rate`) or a command line (`'rushday events
/// list'`), because only a face knows its command line; the core marks a field reference or
/// names a next step as data and the face words it. Comments are fine: they are not texts.
enum FaceNeutralTextCheck {
    static func run(_ workspace: Workspace) -> [Finding] {
        guard let rules = workspace.rules.faceNeutralText else { return [] }
        var findings: [Finding] = []
        for package in workspace.packages {
            for target in package.targets where !target.isTest {
                guard let group = target.groupName, rules.groups.contains(group) else { continue }
                for file in target.files {
                    for literal in file.scanned.strings {
                        guard let match = firstCommandText(in: literal.text, rules) else { continue }
                        findings.append(Finding(
                            rule: RuleID.faceNeutralText, file: file.path, at: literal.position(ofByte: match.offset),
                            message: "a text of \(target.moduleName) names \(match.words): only a face knows its command line",
                            fix: "mark the field (\\(field: \"name\")) or name the next step as data, and let the face word it"))
                    }
                }
            }
        }
        return findings
    }

    /// The first flag or command line in `text`, as its UTF-8 offset and a few words for the message.
    static func firstCommandText(in text: String, _ rules: Rules.FaceNeutralText) -> (offset: Int, words: String)? {
        let bytes = Array(text.utf8)
        let program = Array(rules.program.utf8)
        for index in bytes.indices where index == 0 || !isWordByte(bytes[index - 1]) {
            if bytes[index] == UInt8(ascii: "-"), byte(bytes, index + 1) == UInt8(ascii: "-"),
               let first = byte(bytes, index + 2), isLowercase(first) {
                return (index, "the flag " + word(bytes, from: index))
            }
            guard bytes[index...].starts(with: program), byte(bytes, index + program.count) == UInt8(ascii: " ") else { continue }
            let command = word(bytes, from: index + program.count + 1)
            let quoted = index > 0 && [UInt8(ascii: "'"), UInt8(ascii: "`")].contains(bytes[index - 1])
            if quoted || rules.commands.contains(command) {
                return (index, "the command '\(rules.program) \(command)'")
            }
        }
        return nil
    }

    private static func byte(_ bytes: [UInt8], _ index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private static func word(_ bytes: [UInt8], from start: Int) -> String {
        let end = bytes[start...].firstIndex { !isWordByte($0) } ?? bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isLowercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// Letters, digits and `-`: what a flag, a program or a command is spelled with.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isLowercase(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }
}
