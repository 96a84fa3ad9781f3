import Agenda
import Auth
import DesignTokens
import Domain
import Events
import Expenses
import Foundation
import Guests
import Shifts
import Tasks
import Tickets

/// The sample `rushday demo` plants: three people, four events in different zones and
/// states, and for the launch party a guest list, tickets, a budget with expenses, a
/// programme, a checklist (kept as a template too) and volunteer shifts, made through the same use cases a person would run, so the sample obeys every
/// rule.
/// The past event is planned with the clock turned back, as if it had been planned then.
struct DemoScenario {
    struct Person {
        let email: String
        let name: String
    }

    static let owner = Person(email: "ada@demo.rushday.example", name: "Ada Lovelace")
    static let organizer = Person(email: "grace@demo.rushday.example", name: "Grace Hopper")
    static let staff = Person(email: "tim@demo.rushday.example", name: "Tim Berners-Lee")

    let container: any CommandContainer
    let clock: DemoClock
    let password: String

    init(paths: StorePaths) throws(DomainError) {
        clock = DemoClock()
        container = try CommandLineFace.wiring.container(paths, access: .readWrite, clock: clock)
        password = "demo-" + container.tokenGenerator.makeToken().prefix(12)
    }

    /// Plants the sample and returns the dashboard of its main event.
    func run() async throws(DomainError) -> Presentation {
        // Signed up last, the owner is the one left signed in.
        for person in [Self.organizer, Self.staff, Self.owner] {
            _ = try await SignUp(container).execute(SignUpRequest(email: person.email, displayName: person.name, password: password))
        }
        let launch = try await plan("RushDay Launch Party", in: "Europe/Berlin", daysAhead: 21, from: 19, to: 23,
                                    venue: "Kulturbrauerei, Berlin", capacity: 180, currency: "EUR", budget: "8500")
        try await move(launch, to: .published)
        // Its public page takes registrations, so the demo shows what a stranger sees too.
        _ = try await UpdateEvent(container).execute(UpdateEventRequest(event: launch, registration: "open", registrationParty: "1"))
        try await add(Self.organizer, to: launch, as: .organizer)
        try await add(Self.staff, to: launch, as: .staff)
        try await invite(to: launch)
        try await ticket(launch)
        try await spend(on: launch)
        try await schedule(launch)
        try await checklist(launch)
        try await volunteering(launch, on: localDay(21, in: "Europe/Berlin"))

        let summit = try await plan("Product Summit 2027", in: "America/New_York", daysAhead: 75, from: 9, to: 17,
                                    venue: "Javits Center, New York", capacity: 1200, currency: "USD", budget: "250000")
        try await add(Self.organizer, to: summit, as: .organizer)

        let hackathon = try await plan("Spring Hackathon", in: "Europe/London", daysAhead: 40, from: 10, to: 18,
                                       venue: "Shoreditch Works, London", capacity: 60, currency: "GBP", budget: "4200.50")
        try await move(hackathon, to: .cancelled)

        clock.set(daysAgo: 90)
        let gala = try await plan("Winter Charity Gala", in: "Asia/Tokyo", daysAhead: 50, from: 18, to: 22,
                                  venue: "Hotel Okura, Tokyo", capacity: 300, currency: "JPY", budget: "3000000")
        try await move(gala, to: .published)
        clock.set(daysAgo: 39)
        try await move(gala, to: .completed)
        clock.reset()

        return EventPresenter.dashboard(try await ShowEvent(container).execute(EventReference(event: launch)))
    }

    private func plan(_ title: String, in zone: String, daysAhead days: Int, from startHour: Int, to endHour: Int,
                      venue: String, capacity: Int, currency: String, budget: String) async throws(DomainError) -> String {
        let day = localDay(days, in: zone)
        let request = CreateEventRequest(
            title: title, description: "A sample event planted by rushday demo.",
            starts: day + String(format: "T%02d:00", startHour), ends: day + String(format: "T%02d:30", endHour),
            timeZone: zone, venue: venue, capacity: String(capacity), currency: currency, budget: budget)
        return try await CreateEvent(container).execute(request).event.handle.value
    }

    private func move(_ handle: String, to status: EventStatus) async throws(DomainError) {
        _ = try await ChangeEventStatus(container).execute(ChangeEventStatusRequest(event: handle, target: status))
    }

    private func add(_ person: Person, to handle: String, as role: Role) async throws(DomainError) {
        _ = try await AddMember(container).execute(MemberRequest(event: handle, email: person.email, role: role))
    }

    /// A few guests of every kind of answer, so the dashboard's RSVP section has something to count.
    private func invite(to handle: String) async throws(DomainError) {
        let guests: [(AddGuestRequest, RSVPRequest.Answer?)] = [
            (AddGuestRequest(event: handle, name: "Katherine Johnson", email: "katherine@demo.rushday.example", party: 1, dietary: "vegetarian"), .accepted),
            (AddGuestRequest(event: handle, name: "Alan Turing", email: "alan@demo.rushday.example", tags: ["speaker"]), .accepted),
            (AddGuestRequest(event: handle, name: "Hedy Lamarr", plusOnes: ["George Antheil"], tags: ["vip"], dietary: "vegan"), .accepted),
            (AddGuestRequest(event: handle, name: "Margaret Hamilton", email: "margaret@demo.rushday.example"), .maybe),
            (AddGuestRequest(event: handle, name: "Linus Torvalds"), .declined),
            (AddGuestRequest(event: handle, name: "Radia Perlman", email: "radia@demo.rushday.example", party: 2), nil),
        ]
        for (request, answer) in guests {
            let guest = try await AddGuest(container).execute(request).guest.handle.value
            if let answer {
                _ = try await AnswerRSVP(container).execute(RSVPRequest(event: handle, guest: guest, answer: answer))
            }
        }
    }

    /// Two ticket types, the accepted parties ticketed and a few walk-ins, so `tickets list`,
    /// `tickets show` (with its QR code) and the dashboard's tickets section have something.
    private func ticket(_ handle: String) async throws(DomainError) {
        _ = try await AddTicketType(container).execute(TicketTypeRequest(event: handle, name: "Regular", price: "45.00", quota: 150, maxPerIssue: 6))
        _ = try await AddTicketType(container).execute(TicketTypeRequest(event: handle, name: "VIP", price: "120.00", quota: 20, maxPerIssue: 2))
        for guest in ["katherine-johnson", "alan-turing"] {
            _ = try await IssueTickets(container).execute(IssueTicketsRequest(event: handle, type: "regular", guest: guest))
        }
        _ = try await IssueTickets(container).execute(IssueTicketsRequest(event: handle, type: "vip", guest: "hedy-lamarr"))
        _ = try await IssueTickets(container).execute(IssueTicketsRequest(event: handle, type: "regular", name: "Walk-in", count: 3))
    }

    /// Budget lines and what has been spent so far, paid by the owner and the organizer, so
    /// `expenses summary` and `settle` have something to show.
    private func spend(on handle: String) async throws(DomainError) {
        for (category, amount) in [("venue", "4000"), ("catering", "2600"), ("music", "900"), ("decor", "500")] {
            _ = try await SetBudgetLine(container).execute(SetBudgetRequest(event: handle, category: category, amount: amount))
        }
        let team = [Self.owner.email, Self.organizer.email]
        let expenses: [(String, String, String, String)] = [
            ("2000.00", "venue", "Kulturbrauerei (deposit)", Self.owner.email),
            ("1450.50", "catering", "Markthalle Neun", Self.organizer.email),
            ("350.00", "music", "DJ Ada", Self.owner.email),
            ("189.99", "decor", "Blumen Berlin", Self.organizer.email),
        ]
        for (amount, category, payee, payer) in expenses {
            // The deposit has its receipt kept, so the expense's page has a file to download.
            let receipt = category == "venue" ? ReceiptUpload(name: "deposit.pdf", bytes: Self.depositReceipt) : nil
            _ = try await AddExpense(container).execute(AddExpenseRequest(event: handle, amount: amount, category: category, payee: payee,
                                                                          paidBy: payer, among: team, receipt: receipt))
        }
    }

    /// A one-page PDF that says what it is.
    private static let depositReceipt = Array("""
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj
        trailer << /Root 1 0 R >>
        %%EOF

        """.utf8)

    /// An evening's programme in two rooms and two tracks, so `agenda list --timeline` and the
    /// dashboard's "Next up" have something to show.
    private func schedule(_ handle: String) async throws(DomainError) {
        let sessions: [(String, String, String, String, String, [String])] = [
            ("Doors open", "19:00", "19:30", "Foyer", "Social", []),
            ("Welcome", "19:30", "19:50", "Main stage", "Talks", ["\(Self.owner.name) <\(Self.owner.email)>"]),
            ("The compiler, live", "19:50", "20:30", "Main stage", "Talks", ["\(Self.organizer.name) <\(Self.organizer.email)>"]),
            ("Dinner", "20:30", "22:00", "Foyer", "Social", []),
            ("DJ set", "22:00", "23:30", "Main stage", "Social", []),
        ]
        for (title, starts, ends, room, track, speakers) in sessions {
            _ = try await AddSession(container).execute(AddSessionRequest(event: handle, title: title, starts: starts, ends: ends, day: 1,
                                                                          room: room, track: track, speakers: speakers))
        }
    }

    /// Tasks due relative to the party, one done, one overdue (the dashboard shows it in red),
    /// each with someone of the team; kept as the template "Launch party" for the next one.
    private func checklist(_ handle: String) async throws(DomainError) {
        let tasks: [(String, String, Person?)] = [
            ("Book the venue", "6 weeks before start", Self.organizer),
            ("Confirm the DJ", "4 weeks before start", Self.owner),
            ("Send the programme to the printers", "16 days before start", Self.organizer),
            ("Order the cake", "3 days before start", Self.staff),
            ("Thank the sponsors", "1 day after the end", nil),
        ]
        for (title, due, person) in tasks {
            _ = try await AddTask(container).execute(AddTaskRequest(event: handle, title: title, due: due, assign: person?.email))
        }
        _ = try await MarkTask(container).execute(event: handle, tasks: ["1"], done: true)
        _ = try await SaveTaskTemplate(container).execute(event: handle, name: "Launch party")
    }

    /// Volunteer shifts on the party's day, a household among the volunteers, the door staffed
    /// and the bar short, so the Shifts tab's grid and the dashboard show each colour.
    private func volunteering(_ handle: String, on day: String) async throws(DomainError) {
        _ = try await AddVolunteerRole(container).execute(AddVolunteerRoleRequest(event: handle, name: "Bar"))
        _ = try await AddVolunteerRole(container).execute(AddVolunteerRoleRequest(event: handle, name: "Door", needsApproval: true))
        for (title, starts, ends, place, needs) in [("Set-up", "16:00", "19:00", "Foyer", ["Bar=2"]),
                                                    ("Door", "18:30", "21:00", "Entrance", ["Door=2"]),
                                                    ("Bar", "19:00", "23:00", "Foyer", ["Bar=3"])] {
            _ = try await AddShift(container).execute(AddShiftRequest(event: handle, title: title, starts: "\(day)T\(starts)", ends: "\(day)T\(ends)",
                                                                     place: place, needs: needs))
        }
        for (name, email, roles, household) in [("Lin Okafor", "lin@demo.rushday.example", ["Bar", "Door"], "Okafor"),
                                                 ("Sam Okafor", "sam@demo.rushday.example", ["Bar"], "Okafor"),
                                                 ("Mo Reyes", "mo@demo.rushday.example", ["Door"], nil)] {
            _ = try await AddVolunteer(container).execute(AddVolunteerRequest(event: handle, name: name, email: email, roles: roles, household: household))
        }
        _ = try await ApproveVolunteer(container).execute(event: handle, volunteer: "1", role: "Door")
        _ = try await ApproveVolunteer(container).execute(event: handle, volunteer: "3", role: "Door")
        for (shift, volunteer) in [("1", "1"), ("1", "2"), ("2", "3"), ("3", "2")] {
            _ = try await AssignVolunteer(container).execute(ShiftSeatRequest(event: handle, shift: shift, volunteer: volunteer))
        }
    }

    /// The calendar day `days` after the demo clock's now, as the event's zone sees it.
    private func localDay(_ days: Int, in zone: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
        let date = calendar.date(byAdding: .day, value: days, to: clock.now()) ?? clock.now()
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
