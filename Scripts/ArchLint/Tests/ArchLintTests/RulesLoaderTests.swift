@testable import ArchLintCore
import Testing

struct RulesLoaderTests {
    private let valid = """
        {
          "version": 1,
          "$comment": "ignored",
          "groups": {
            "domain": { "mayUse": [], "toolchain": ["Foundation"] },
            "features": { "role": "feature", "mayUse": ["domain"] },
            "app": { "mayUse": ["*"], "thirdParty": ["swift-argument-parser"] }
          },
          "packages": {
            "./Packages/Domain/": "domain",
            "Packages/Auth": "features",
            ".": { "group": "app", "testGroup": "app", "thirdParty": ["GRDB.swift"] }
          },
          "toolchainModules": ["Foundation", "Testing"]
        }
        """

    private func load(_ text: String) throws(RulesError) -> Rules {
        try RulesLoader.parse(Array(text.utf8), displayPath: ".archlint.json")
    }

    private func error(_ text: String) -> RulesError? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsGroupsInOrderAndNormalisesPaths() throws {
        let rules = try load(valid)
        #expect(rules.groups.map(\.name) == ["domain", "features", "app"])
        #expect(rules.packages.map(\.path) == ["Packages/Domain", "Packages/Auth", "."])
        #expect(rules.group(named: "features")?.role == .feature)
        #expect(rules.group(named: "app")?.mayUseAnyGroup == true)
        #expect(rules.entry(forPackageAt: ".")?.thirdParty == ["grdb.swift"])
        #expect(rules.testFrameworks == ["Testing", "XCTest"])
        #expect(rules.entry(forPackageAt: "Packages/Auth")?.line == 11)
    }

    @Test func malformedJSONNamesLineAndColumn() {
        let failure = error("{\n  \"version\": 1,\n  \"groups\": {\n}")
        #expect(failure?.description == ".archlint.json:4:2: error: malformed JSON: expected ',' or '}' after the value of \"groups\", found end of file")
    }

    @Test func unknownKeySuggestsTheRightOne() {
        let failure = error(valid.replacingOccurrences(of: #""role": "feature", "mayUse""#, with: #""role": "feature", "mayuse""#))
        #expect(failure?.message.hasPrefix(#"unknown key "mayuse" in group "features" (did you mean "mayUse"?)"#) == true)
        #expect(failure?.line == 6)
    }

    @Test func unknownGroupIsAnError() {
        let failure = error(valid.replacingOccurrences(of: #""Packages/Auth": "features""#, with: #""Packages/Auth": "feature""#))
        #expect(failure?.message == #"package "Packages/Auth" names "feature", which is not a group (did you mean "features"?)"#)
    }

    @Test func mayUseMustNameGroups() {
        let failure = error(valid.replacingOccurrences(of: #""mayUse": ["domain"]"#, with: #""mayUse": ["domian"]"#))
        #expect(failure?.message == #"group "features" may use "domian", which is not a group (did you mean "domain"?)"#)
    }

    @Test func versionAndToolchainAreRequired() {
        #expect(error(valid.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))?.message
            == "unsupported version (this archlint reads version 1)")
        #expect(error(#"{"version": 1, "groups": {"a": {"mayUse": []}}, "packages": {}}"#)?.message.hasPrefix("missing \"toolchainModules\"") == true)
    }

    @Test func wrongValueKindsAreNamed() {
        let failure = error(valid.replacingOccurrences(of: #""toolchainModules": ["Foundation", "Testing"]"#, with: #""toolchainModules": "Foundation""#))
        #expect(failure?.message == #""toolchainModules" must be an array of strings, found a string"#)
    }

    @Test func duplicateKeysAreRejected() {
        let failure = error(valid.replacingOccurrences(of: #""Packages/Auth": "features","#, with: #""Packages/Auth": "features", "Packages/Auth": "features","#))
        #expect(failure?.message.contains("appears twice") == true)
    }

    @Test func theRepositoryRulesFileLoads() throws {
        let rules = try RulesLoader.load(contentsOf: Paths.repository.appendingPathComponent(".archlint.json"), displayPath: ".archlint.json")
        #expect(rules.groups.map(\.name) == ["domain", "designTokens", "features", "adapters", "sqlStorage", "stores", "web", "commandLineFace", "webFace", "app", "tests"])
        #expect(rules.exclude.contains("Scripts/ArchLint"))
    }
}
