import DesignTokens
import Testing

struct CapabilityDetectionTests {
    private let colourTerminal = ["TERM": "xterm", "LANG": "en_US.UTF-8"]

    private func detect(
        _ environment: [String: String], isTerminal: Bool = true, noColorFlag: Bool = false
    ) -> TerminalCapabilities {
        TerminalCapabilities.detect(environment: environment, isTerminal: isTerminal, noColorFlag: noColorFlag)
    }

    @Test func plainTerminalGetsSixteenColours() {
        #expect(detect(colourTerminal).colorLevel == .ansi16)
    }

    @Test func noColorWithAnyNonEmptyValueTurnsColourOff() {
        for value in ["1", "0", "false", "yes"] {
            let environment = colourTerminal.merging(["NO_COLOR": value, "COLORTERM": "truecolor"]) { $1 }
            #expect(detect(environment).colorLevel == .none, "NO_COLOR=\(value)")
        }
    }

    @Test func emptyNoColorIsIgnored() {
        #expect(detect(colourTerminal.merging(["NO_COLOR": ""]) { $1 }).colorLevel == .ansi16)
    }

    @Test func noColorFlagTurnsColourOff() {
        let environment = colourTerminal.merging(["COLORTERM": "truecolor"]) { $1 }
        #expect(detect(environment, noColorFlag: true).colorLevel == .none)
    }

    @Test func dumbTerminalHasNoColourAndNoUnicode() {
        let capabilities = detect(["TERM": "dumb", "LANG": "en_US.UTF-8", "COLORTERM": "truecolor"])
        #expect(capabilities.colorLevel == .none)
        #expect(capabilities.unicode == false)
    }

    @Test func notATerminalHasNoColour() {
        let environment = colourTerminal.merging(["COLORTERM": "truecolor"]) { $1 }
        let capabilities = detect(environment, isTerminal: false)
        #expect(capabilities.colorLevel == .none)
        #expect(capabilities.isTerminal == false)
    }

    @Test(arguments: ["truecolor", "24bit", "TrueColor"])
    func colortermGivesTrueColour(_ value: String) {
        let environment = ["TERM": "xterm-256color", "COLORTERM": value]
        #expect(detect(environment).colorLevel == .trueColor)
    }

    @Test func term256ColourGives256() {
        #expect(detect(["TERM": "xterm-256color"]).colorLevel == .ansi256)
        #expect(detect(["TERM": "screen-256color", "COLORTERM": "yes"]).colorLevel == .ansi256)
    }

    @Test func unicodeFollowsTheEffectiveLocale() {
        #expect(detect([:]).unicode)
        #expect(detect(["LANG": "en_US.UTF-8"]).unicode)
        #expect(detect(["LANG": "C.utf8"]).unicode)
        #expect(detect(["LANG": "C"]).unicode == false)
        #expect(detect(["LANG": "POSIX"]).unicode == false)
        #expect(detect(["LANG": "de_DE.ISO-8859-1"]).unicode == false)
        #expect(detect(["LANG": "en_US.UTF-8", "LC_ALL": "C"]).unicode == false)
        #expect(detect(["LANG": "C", "LC_CTYPE": "en_GB.UTF-8"]).unicode)
        #expect(detect(["LANG": "C", "LC_ALL": ""]).unicode == false)
    }

    @Test func widthComesFromColumnsThenTheWindowThenEighty() {
        #expect(detect(["COLUMNS": "132"]).width == 132)
        #expect(detect([:]).width == 80)
        #expect(detect(["COLUMNS": "wide"]).width == 80)
        #expect(detect(["COLUMNS": "0"]).width == 80)
        let window = TerminalCapabilities.detect(
            environment: [:], isTerminal: true, noColorFlag: false, windowColumns: 100)
        #expect(window.width == 100)
        let overridden = TerminalCapabilities.detect(
            environment: ["COLUMNS": "60"], isTerminal: true, noColorFlag: false, windowColumns: 100)
        #expect(overridden.width == 60)
    }

    @Test func aPipeOrFileGetsWholeValuesUnlessColumnsSaysOtherwise() {
        #expect(detect([:], isTerminal: false).width == TerminalCapabilities.unlimitedWidth)
        #expect(detect(["COLUMNS": "72"], isTerminal: false).width == 72)
    }

    @Test func standardStreamsUnderTestAreDetectedWithTheFlag() {
        #expect(TerminalCapabilities.detectForStandardOutput(noColorFlag: true).colorLevel == .none)
        #expect(TerminalCapabilities.detectForStandardError(noColorFlag: true).colorLevel == .none)
    }
}
