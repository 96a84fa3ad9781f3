public import DesignTokens
import Domain
import Foundation

/// Shifts' answers in every output format, drawn through DesignTokens (never raw escape codes).
/// JSON: `ShiftJSON`, `VolunteerJSON`, `RoleJSON` (a list: an array of them). CSV: the JSON keys.
public enum ShiftsPresenter {
    /// `shifts list`: a row per shift, its staffing in red, yellow or green.
    public static func list(_ list: ShiftList) -> Presentation {
        let full = list.shifts.filter { $0.staffing == .full && !$0.cancelled }.count
        return Presentation(
            document: Document([.heading("Shifts of \(list.event) (\(list.zone))", .section), .table(table(list.shifts)),
                                .text("\(Plural.of(list.shifts.count, "shift")), \(full) full", .caption, .muted)]),
            csv: shiftsCSV(list.shifts), json: list.shifts.map(ShiftJSON.init))
    }

    /// The staffing grid of the Shifts tab: a row per day of the event's calendar, every shift
    /// (whatever the list's filters) across in start order, each in red, yellow or green as it is staffed (cancelled ones
    /// muted).
    public static func grid(_ list: ShiftList) -> Document {
        let clock = { (date: Date) in WallTime(date, in: list.zone).clock }
        let days = Dictionary(grouping: list.all) { WallTime($0.starts, in: list.zone).date }
        let width = days.values.map(\.count).max() ?? 0
        let rows = days.keys.sorted().map { day -> [Cell] in
            let shifts = days[day] ?? []
            let cells = shifts.map { item in
                let taken = item.roles.reduce(0) { $0 + min($1.people.count, $1.need) }
                let need = item.roles.reduce(0) { $0 + $1.need }
                return Cell("#\(item.number) \(item.title) \(clock(item.starts))–\(clock(item.ends)) \(item.cancelled ? "cancelled" : "\(taken)/\(need)")",
                            tone: item.cancelled ? .muted : tone(item.staffing))
            }
            return [Cell(day)] + cells + Array(repeating: Cell(""), count: width - cells.count)
        }
        let columns = [Table.Column("DAY")] + (0..<width).map { Table.Column("SHIFT \($0 + 1)", truncates: false) }
        return Document([.heading("Staffing", .section), .table(Table(columns: columns, rows: rows, emptyMessage: "No shifts yet."))])
    }

    /// `shifts show`: the shift as a card, then who is on it per role.
    public static func show(_ item: ShiftItem) -> Presentation {
        let fields = [
            Card.Field("Shift", Cell("#\(item.number)")),
            Card.Field("When", Cell(ZonedTime.span(item.starts, item.ends, in: item.zone))),
            Card.Field("Place", item.place.map { Cell($0) } ?? Cell("not set", tone: .muted)),
            Card.Field("Staffing", Cell(item.cancelled ? "cancelled" : item.staffing.rawValue, tone: item.cancelled ? .muted : tone(item.staffing))),
        ]
        let rows = item.roles.flatMap { role -> [[Cell]] in
            let people = role.people.map { person in
                [Cell(role.role), Cell("#\(person.number)"), Cell(person.name), Cell(attendance(person, zone: item.zone), tone: person.noShow ? .error : .plain)]
            }
            let open = Array(repeating: [Cell(role.role), Cell(""), Cell("open place", tone: .muted), Cell("")], count: max(0, role.need - role.people.count))
            return people + open
        }
        let table = Table(columns: [Table.Column("ROLE"), Table.Column("VOLUNTEER"), Table.Column("NAME", truncates: false), Table.Column("ATTENDANCE")],
                          rows: rows, emptyMessage: "It needs nobody.")
        return one(Document([.card(Card(title: item.title, fields: fields)), .table(table)]), item)
    }

    public static func added(_ item: ShiftItem) -> Presentation {
        changed("Added shift #\(item.number) \(item.title), \(ZonedTime.span(item.starts, item.ends, in: item.zone))", item)
    }

    /// `shifts series`: the shifts made.
    public static func addedSeries(_ items: [ShiftItem]) -> Presentation {
        Presentation(document: Document([.status(.success, "Added \(Plural.of(items.count, "shift"))", .success), .table(table(items))]),
                     csv: shiftsCSV(items), json: items.map(ShiftJSON.init))
    }

    public static func updated(_ item: ShiftItem) -> Presentation { changed("Updated shift #\(item.number) \(item.title)", item) }
    public static func cancelled(_ item: ShiftItem) -> Presentation { changed("Cancelled shift #\(item.number) \(item.title)", item) }

    /// `assign`, `unassign`, `checkin`, `checkout`, `excuse`: what was done, then the shift.
    public static func seat(_ headline: String, _ item: ShiftItem) -> Presentation { changed(headline, item) }

    public static func roles(_ items: [RoleItem]) -> Presentation {
        let rows = items.map { item in
            [Cell(item.name), Cell(item.needsApproval ? "yes" : "no"), Cell(String(item.volunteers)), Cell(String(item.approved))]
        }
        return Presentation(
            document: Document([.heading("Volunteer roles", .section),
                                .table(Table(columns: [Table.Column("ROLE", truncates: false), Table.Column("NEEDS APPROVAL"),
                                                       Table.Column("VOLUNTEERS"), Table.Column("APPROVED")],
                                             rows: rows, emptyMessage: "No roles. Add one, like Bar or Door."))]),
            csv: rolesCSV(items), json: items.map(RoleJSON.init))
    }

    public static func role(_ headline: String, _ item: RoleItem) -> Presentation {
        Presentation(document: Document([.status(.success, headline, .success)]), csv: rolesCSV([item]), json: RoleJSON(item))
    }

    /// `shifts volunteers import`: how many were added, then them.
    public static func imported(_ items: [VolunteerItem]) -> Presentation {
        let list = volunteers(items)
        return Presentation(document: Document([.status(.success, "Added \(Plural.of(items.count, "volunteer"))", .success)] + list.document.blocks),
                            csv: list.csv, json: list.json)
    }

    public static func volunteers(_ items: [VolunteerItem]) -> Presentation {
        let rows = items.map { item in
            [Cell("#\(item.number)"), Cell(item.name), Cell(item.email?.value ?? "", tone: .muted),
             Cell(item.roles.map { $0.approved ? $0.name : "\($0.name) (awaiting approval)" }.joined(separator: ", ")),
             Cell(item.shifts.map { "#\($0)" }.joined(separator: " ")), Cell(String(item.noShows), tone: item.noShows > 0 ? .error : .plain)]
        }
        let table = Table(columns: [Table.Column("VOLUNTEER"), Table.Column("NAME", truncates: false), Table.Column("EMAIL"), Table.Column("ROLES"),
                                    Table.Column("SHIFTS"), Table.Column("NO-SHOWS")],
                          rows: rows, emptyMessage: "No volunteers.")
        return Presentation(document: Document([.heading("Volunteers", .section), .table(table)]), csv: volunteersCSV(items),
                            json: items.map(VolunteerJSON.init))
    }

    public static func volunteer(_ headline: String, _ item: VolunteerItem) -> Presentation {
        Presentation(document: Document([.status(.success, headline, .success)]), csv: volunteersCSV([item]), json: VolunteerJSON(item))
    }

    /// `shifts volunteers link`: the link alone on standard output, as `guests link` prints a guest's.
    public static func link(_ item: VolunteerLinkItem, base: String) -> Presentation {
        let url = VolunteerAddress.page(base, secret: item.secret)
        let csv = Table(columns: ["event", "volunteer", "name", "link", "rotated"].map { Table.Column($0) },
                        rows: [[Cell(item.event.value), Cell(String(item.number)), Cell(item.name), Cell(url), Cell(String(item.rotated))]],
                        emptyMessage: "")
        return Presentation(document: Document([.text(url, .code, .plain)]), csv: csv, json: VolunteerLinkJSON(item, link: url))
    }

    /// A volunteer's code scanned: who, which shift, in or out.
    public static func scan(_ scan: VolunteerScan) -> Presentation {
        let json = VolunteerScanJSON(scan)
        return Presentation(document: Document([.status(.success, scanText(scan), .success)]),
                            csv: Table(columns: VolunteerScanJSON.keys.map { Table.Column($0) }, rows: [json.cells.map { Cell($0) }], emptyMessage: ""),
                            json: json)
    }

    /// "Checked in Ann to shift #2 Bar, as Bar".
    public static func scanText(_ scan: VolunteerScan) -> String {
        let verb = scan.direction == .entry ? "Checked in \(scan.volunteer.name) to" : "Checked out \(scan.volunteer.name) of"
        return "\(verb) shift #\(scan.shift.number) \(scan.shift.title), as \(scan.role)"
    }

    /// `shifts settings`: a card, under what changed when something did.
    public static func settings(_ item: ShiftSettingsItem, changed: Bool) -> Presentation {
        let minutes = Int(item.settings.remindBefore / 60)
        let lead = minutes % 60 == 0 ? Plural.of(minutes / 60, "hour") : Plural.of(minutes, "minute")
        let card = Card(title: "Shift settings of \(item.event)", fields: [
            Card.Field("Reminders", Cell("\(lead) before each shift")),
            Card.Field("No-shows", Cell("\(Plural.of(item.settings.noShowLimit, "missed shift")) stop a volunteer signing up")),
            Card.Field("Sign-up", Cell(item.settings.signUpOpen ? "open" : "closed", tone: item.settings.signUpOpen ? .success : .warning)),
        ])
        let json = ShiftSettingsJSON(item)
        return Presentation(document: Document((changed ? [.status(.success, "Changed the shift settings of \(item.event)", .success)] : []) + [.card(card)]),
                            csv: Table(columns: ShiftSettingsJSON.keys.map { Table.Column($0) }, rows: [json.cells.map { Cell($0) }], emptyMessage: ""),
                            json: json)
    }

    /// `shifts hours`: time worked per volunteer, and the total.
    public static func hours(_ items: [VolunteerItem]) -> Presentation {
        let rows = items.map { item in
            [Cell("#\(item.number)"), Cell(item.name), Cell(hours(item.secondsWorked)), Cell(String(item.noShows), tone: item.noShows > 0 ? .error : .plain)]
        }
        let total = items.reduce(0) { $0 + $1.secondsWorked }
        let table = Table(columns: [Table.Column("VOLUNTEER"), Table.Column("NAME", truncates: false), Table.Column("HOURS"), Table.Column("NO-SHOWS")],
                          rows: rows, emptyMessage: "No volunteers.")
        return Presentation(document: Document([.heading("Hours worked", .section), .table(table),
                                                .text("\(hours(total)) hours in all", .caption, .muted)]),
                            csv: volunteersCSV(items), json: items.map(VolunteerJSON.init))
    }

    static func table(_ items: [ShiftItem]) -> Table {
        let rows = items.map { item -> [Cell] in
            [Cell("#\(item.number)"), Cell(item.title), Cell(ZonedTime.span(item.starts, item.ends, in: item.zone)), Cell(item.place ?? "", tone: .muted),
             Cell(item.roles.map { "\($0.role) \($0.people.count)/\($0.need)" }.joined(separator: ", ")),
             Cell(item.cancelled ? "cancelled" : item.staffing.rawValue, tone: item.cancelled ? .muted : tone(item.staffing))]
        }
        return Table(columns: [Table.Column("SHIFT"), Table.Column("TITLE", truncates: false), Table.Column("WHEN"), Table.Column("PLACE"),
                               Table.Column("NEEDS"), Table.Column("STAFFING")],
                     rows: rows, emptyMessage: "No shifts.")
    }

    /// Red, yellow, green.
    public static func tone(_ staffing: Staffing) -> Tone {
        switch staffing {
        case .empty: .error
        case .partial: .warning
        case .full: .success
        }
    }

    private static func attendance(_ person: ShiftPerson, zone: TimeZoneID) -> String {
        if person.excused { return "excused" }
        if person.noShow { return "no-show" }
        guard let checkedIn = person.checkedInAt else { return "expected" }
        let came = "in \(ZonedTime.display(checkedIn, in: zone))"
        return person.checkedOutAt.map { came + ", out \(ZonedTime.display($0, in: zone))" } ?? came
    }

    private static func hours(_ seconds: Int) -> String { String(format: "%.2f", Double(seconds) / 3600) }

    private static func changed(_ headline: String, _ item: ShiftItem) -> Presentation {
        one(Document([.status(.success, headline, .success)]), item)
    }

    private static func one(_ document: Document, _ item: ShiftItem) -> Presentation {
        Presentation(document: document, csv: shiftsCSV([item]), json: ShiftJSON(item))
    }

    private static func shiftsCSV(_ items: [ShiftItem]) -> Table {
        Table(columns: ShiftJSON.keys.map { Table.Column($0) }, rows: items.map { ShiftJSON($0).cells.map { Cell($0) } }, emptyMessage: "")
    }

    private static func volunteersCSV(_ items: [VolunteerItem]) -> Table {
        Table(columns: VolunteerJSON.keys.map { Table.Column($0) }, rows: items.map { VolunteerJSON($0).cells.map { Cell($0) } }, emptyMessage: "")
    }

    private static func rolesCSV(_ items: [RoleItem]) -> Table {
        Table(columns: RoleJSON.keys.map { Table.Column($0) }, rows: items.map { RoleJSON($0).cells.map { Cell($0) } }, emptyMessage: "")
    }
}
