@testable import ArchLintCore
import Testing

struct ImportScanningTests {
    @Test func recognisesEveryImportForm() {
        let source = """
            import Foundation
            @testable import Auth
            @_exported import Domain
            @_implementationOnly import Secret
            @preconcurrency import Legacy
            public import PublicOne
            internal import InternalOne
            package import PackageOne
            @_spi(Experimental) @testable public import Stacked
            import struct Events.Event
            import func Math.add
            import Outer.Inner.Leaf
            import `Escaped`
            import A; import B
            """
        let imports = scan(source).imports
        #expect(imports.map(\.module) == ["Foundation", "Auth", "Domain", "Secret", "Legacy", "PublicOne", "InternalOne",
                                          "PackageOne", "Stacked", "Events", "Math", "Outer", "Escaped", "A", "B"])
        #expect(imports[1].attributes == ["testable"])
        #expect(imports[5].accessLevel == "public")
        #expect(imports[7].accessLevel == "package")
        #expect(imports[8].attributes == ["_spi", "testable"])
        #expect(imports[9].kind == "struct")
        #expect(imports[9].path == ["Events", "Event"])
        #expect(imports[11].path == ["Outer", "Inner", "Leaf"])
    }

    @Test func positionIsTheModuleName() {
        let imports = scan("// header\n\n@testable import Auth\n    import struct Events.Event\n").imports
        #expect(imports.map { [$0.line, $0.column] } == [[3, 18], [4, 19]])
    }

    @Test func importsInsideConditionalCompilationCount() {
        let source = """
            #if canImport(FoundationEssentials)
            import FoundationEssentials
            #elseif os(Linux)
            import Glibc
            #else
            import Foundation
            #endif
            """
        #expect(importedModules(source) == ["FoundationEssentials", "Glibc", "Foundation"])
    }

    @Test func commentsAreNotImports() {
        let source = """
            // import A
            /// import B
            /* import C */
            /* outer /* import D */ still comment
               import E */
            /** import F */
            import Real // import G
            """
        #expect(importedModules(source) == ["Real"])
    }

    @Test func stringLiteralsAreNotImports() {
        let source = ###"""
            let a = "import A"
            let b = "escaped \" import B"
            let c = """
            import C
            \(" nested " + "import D")
            """
            let e = #"import E "quoted" \(not) "#
            let f = ##"""
            import F
            """# still inside
            """##
            let g = "\(call("import G", "\("import H")")) tail"
            let r = #/import R/#
            import Real
            """###
        #expect(importedModules(source) == ["Real"])
    }

    @Test func statementAfterAMultilineStringStartsItsOwnLine() {
        let source = #"""
            let text = """
                import Nope
                """
            import Real
            """#
        #expect(importedModules(source) == ["Real"])
    }

    @Test func importMustStartAStatement() {
        let source = """
            func load(import: Int) {}
            let value = settings.import
            label: import
            import Real
            """
        #expect(importedModules(source) == ["Real"])
    }

    @Test func unterminatedStringStopsAtItsLine() {
        #expect(importedModules("let broken = \"oops\nimport Real\n") == ["Real"])
    }

    @Test func rawInterpolationNeedsItsHashes() {
        // `\(` inside a raw string is literal text, so the `"` after it closes nothing.
        #expect(importedModules(##"let s = #"\(" "#"## + "\nimport Real\n") == ["Real"])
    }
}

struct TypeScanningTests {
    @Test func recordsInheritanceClausesWithPositions() throws {
        let source = """
            struct Local: Domain.EventRepository, Sendable {}
            final class Generic<T: Equatable>: @unchecked Sendable, UserRepository where T: Hashable {}
            extension Outer.Inner: GuestRepository & Other {}
            actor Counter: Service {}
            enum Kind: String, Codable { case a }
            protocol Archive: EventRepository {}
            """
        let types = scan(source).types
        #expect(types.map(\.name) == ["Local", "Generic", "Outer.Inner", "Counter", "Kind", "Archive"])
        #expect(types[0].inherited.map(\.name) == ["EventRepository", "Sendable"])
        #expect(types[0].inherited[0].column == 22)
        #expect(types[1].inherited.map(\.name) == ["Sendable", "UserRepository"])
        #expect(types[2].inherited.map(\.name) == ["GuestRepository", "Other"])
        #expect(types[5].kind == "protocol")
    }

    @Test func classMembersAndImportKindsAreNotTypes() {
        let source = """
            import struct Events.Event
            class Base {
                class func make() -> Base { Base() }
                class var shared: Base { Base() }
            }
            let actor = 1
            """
        #expect(scan(source).types.map(\.name) == ["Base"])
    }

    @Test func genericArrowsDoNotEndTheClauseEarly() {
        let types = scan("struct Box<T: Sendable, F: (Int) -> Void>: Repository {}").types
        #expect(types.first?.inherited.map(\.name) == ["Repository"])
    }
}
