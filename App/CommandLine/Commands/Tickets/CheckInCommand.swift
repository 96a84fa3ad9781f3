import ArgumentParser
import Domain
import Tickets

struct CheckInCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin", abstract: "Check tickets in (or out with --exit) at the door.",
        discussion: """
        With --stdin, reads one code per line as a scanner types them and answers each at once; bad codes do not stop it. \
        A ticket already inside is refused with when and where it came in. Exits 65 when any scan was refused. \
        With --offline it needs no database: it checks codes with --key (and cancellations and who was inside with --list, \
        from 'tickets door snapshot'), and appends each scan it lets through to --journal, which 'tickets sync' uploads.
        """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Codes to scan (or --stdin).") var codes: [String] = []
    @Flag(help: "Read codes from standard input, one per line.") var stdin = false
    @Flag(help: "Record exits instead of entries (allows re-entry).") var exit = false
    @Option(help: "This door's name, shown to the next door that scans the ticket.") var device = "door"
    @Flag(help: "Scan without the database (needs --key and --journal).") var offline = false
    @Option(help: ArgumentHelp("With --offline: the key file 'tickets key export' wrote.", valueName: "file")) var key: String?
    @Option(help: ArgumentHelp("With --offline: the list 'tickets door snapshot' wrote.", valueName: "file")) var list: String?
    @Option(help: ArgumentHelp("With --offline: the file each scan let through is appended to.", valueName: "file")) var journal: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard codes.isEmpty == stdin else { throw ValidationError("--stdin: give codes to scan, or --stdin, not both") }
        if offline {
            guard key != nil else { throw ValidationError("--key: missing; --offline checks codes with the event's key file ('tickets key export')") }
            guard journal != nil else { throw ValidationError("--journal: missing; --offline writes each scan it lets through there, for 'tickets sync'") }
        } else if key != nil || list != nil || journal != nil {
            throw ValidationError("--offline: --key, --list and --journal are for a door without the database; add --offline")
        }
    }

    func run() async throws {
        if offline, let key, let journal { return try await runOffline(key: key, journal: journal) }
        let request = OpenDoorRequest(event: event, direction: exit ? .exit : .entry, device: device)
        let lines: Console.Stream? = format.format == .table ? global.console.stream(as: .table) : nil
        let single = codes.count == 1
        var refused = false
        var singleRefusal: DomainError?
        try await global.run(.readWrite, format, present: ScanPresenter.summary) { container in
            let door = try await OpenDoor(container).execute(request)
            var scans: [ScanResponse] = []
            var queue = ScanQueue(door)
            var failure: DomainError?
            // A failed store ends the scanning, once the scans already on their way are shown.
            func answered(_ answers: [ScanQueue.Answer]) throws {
                for answer in answers {
                    let scan: ScanResponse
                    switch answer {
                    case let .success(answered): scan = answered
                    case let .failure(error):
                        failure = failure ?? error
                        continue
                    }
                    if single, scan.refusal != nil {
                        singleRefusal = DomainError.invalid(field: "code", message: ErrorText(ScanPresenter.text(scan)))
                        // On a terminal the error line is the whole answer; a script asking for json
                        // or csv still gets its document, the reason in it, before that line.
                        if let singleRefusal, format.format == .table { throw singleRefusal }
                    }
                    refused = refused || !scan.isRecorded
                    scans.append(scan)
                    try lines?.show(ScanPresenter.line(scan))
                }
            }
            let (checked, recorded) = CheckedCodes.stream(stdin ? nil : codes, through: door)
            for await item in checked {
                switch item {
                case let .code(code):
                    let answers = await queue.add(code)
                    recorded()
                    try answered(answers)
                case .waiting:
                    try answered(await queue.finish())
                }
                if failure != nil { break }
            }
            try answered(await queue.finish())
            if let failure { throw failure }
            return scans
        }
        if let singleRefusal { throw singleRefusal }
        if refused { throw ExitCode(65) }
    }

    private func runOffline(key: String, journal: String) async throws {
        let lines: Console.Stream? = format.format == .table ? global.console.stream(as: .table) : nil
        let door = OfflineCheckIn(key: key, list: list, journal: journal, direction: exit ? .exit : .entry, device: device)
        let scans = try await door.run(stdin ? nil : codes) { try lines?.show(OfflineScanPresenter.line($0)) }
        try global.console.show(OfflineScanPresenter.summary(scans), as: format.format)
        if scans.contains(where: { $0.refusal != nil }) { throw ExitCode(65) }
    }
}
