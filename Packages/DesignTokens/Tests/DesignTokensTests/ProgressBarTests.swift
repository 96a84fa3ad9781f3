import DesignTokens
import Synchronization
import Testing

private final class Recorder: Sendable {
    private let storage = Mutex<[String]>([])

    var writes: [String] { storage.withLock { $0 } }

    var sink: @Sendable (String) -> Void {
        { text in self.storage.withLock { $0.append(text) } }
    }
}

struct ProgressBarTests {
    @Test func silentWhenNotATerminal() {
        let recorder = Recorder()
        let bar = ProgressBar(total: 10, label: "Importing", capabilities: .plain(), write: recorder.sink)
        for _ in 0..<10 { bar.advance() }
        bar.finish()
        #expect(recorder.writes.isEmpty)
    }

    @Test func drawsOnlyWhenThePercentChanges() {
        let recorder = Recorder()
        let capabilities = TerminalCapabilities(colorLevel: .none, unicode: true, width: 80, isTerminal: true)
        let bar = ProgressBar(total: 1000, label: "Importing", capabilities: capabilities, write: recorder.sink)
        for _ in 0..<1000 { bar.advance(by: 1) }
        bar.finish()
        bar.finish()
        let writes = recorder.writes
        // 0% on the first item, then one frame per percent, then the line ends.
        #expect(writes.count == 102)
        #expect(writes.last == "\n")
        #expect(writes[0] == "\rImporting [--------------------]   0%    1/1000")
        #expect(writes[45] == "\rImporting [#########-----------]  45%  450/1000")
        #expect(writes[100] == "\rImporting [####################] 100% 1000/1000")
    }

    @Test func framesKeepOneWidthSoCarriageReturnOverwrites() {
        let recorder = Recorder()
        let capabilities = TerminalCapabilities(colorLevel: .none, unicode: true, width: 80, isTerminal: true)
        let bar = ProgressBar(total: 250, label: "Tickets", capabilities: capabilities, write: recorder.sink)
        for _ in 0..<250 { bar.advance() }
        let widths = Set(recorder.writes.map { TerminalText.displayWidth(of: String($0.dropFirst())) })
        #expect(widths.count == 1)
    }

    @Test func finishDrawsTheLastFrameWhenStoppedEarly() {
        let recorder = Recorder()
        let capabilities = TerminalCapabilities(colorLevel: .none, unicode: true, width: 80, isTerminal: true)
        let bar = ProgressBar(total: 200, label: "Importing", capabilities: capabilities, write: recorder.sink)
        bar.advance(by: 3)
        bar.finish()
        bar.advance(by: 100)
        #expect(recorder.writes == [
            "\rImporting [--------------------]   1%   3/200",
            "\n",
        ])
    }

    @Test func barIsInPrimaryColourWhenColourIsOn() {
        let recorder = Recorder()
        let bar = ProgressBar(total: 2, label: "Go", capabilities: .colour(.trueColor), write: recorder.sink)
        bar.advance()
        #expect(recorder.writes == ["\rGo [\u{1B}[38;2;255;122;0m##########----------\u{1B}[0m]  50% 1/2"])
    }

    @Test func fitsANarrowTerminal() {
        let recorder = Recorder()
        let capabilities = TerminalCapabilities(colorLevel: .none, unicode: false, width: 30, isTerminal: true)
        let bar = ProgressBar(total: 10, label: "A very long label for a bar", capabilities: capabilities, write: recorder.sink)
        bar.advance(by: 5)
        let frame = String(recorder.writes[0].dropFirst())
        #expect(TerminalText.displayWidth(of: frame) <= 29)
        #expect(frame.hasSuffix("[#####-----]  50%  5/10"))
    }

    @Test func concurrentAdvancesAllCount() async {
        let recorder = Recorder()
        let capabilities = TerminalCapabilities(colorLevel: .none, unicode: true, width: 80, isTerminal: true)
        let bar = ProgressBar(total: 400, label: "Scan", capabilities: capabilities, write: recorder.sink)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<100 { bar.advance() } }
            }
        }
        bar.finish()
        #expect(recorder.writes.dropLast().last?.hasSuffix("100% 400/400") == true)
        #expect(recorder.writes.count == 102)
    }
}
