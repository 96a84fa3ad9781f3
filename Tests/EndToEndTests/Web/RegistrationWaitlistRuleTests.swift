import DomainTestSupport
import Foundation
import Testing

/// The waitlist rule's differential (`WaitlistRuleTests`) with open registration in the mix, on
/// both stores: people registering on the public page (again with the same address too),
/// confirming through their link, organisers approving and declining (`guests approve |
/// decline`), answering for guests, removing them and changing the capacity, in random order.
/// After each step every guest's status and heads must be the model's: an unconfirmed or
/// pending registration holds nothing, a confirmation or an approval is an acceptance.
/// (Expiry needs a clock the built binary does not have: the Guests package's property test
/// covers it.)
struct RegistrationWaitlistRuleTests {
    typealias Model = WaitlistRuleTests.Model

    static func someone(_ model: Model, _ status: String?, _ random: inout SeededRandom) -> String? {
        let handles = model.parties.filter { status == nil || $0.value.status == status }.keys.sorted()
        return handles.isEmpty ? nil : handles[Int(random.next() % UInt64(handles.count))]
    }

    @Test(arguments: Backend.allCases, [31, 32] as [UInt64])
    func registrationsConfirmationsAndDecisionsKeepTheRule(backend: Backend, seed: UInt64) async throws {
        let capacity = Int(seed % 5) + 2
        let approval = seed % 2 == 0
        let rushday = try GalaEvent.owned(capacity: capacity, backend: backend)
        for arguments in [["events", "publish", "gala"],
                          ["events", "update", "gala", "--registration", approval ? "approval" : "open", "--registration-party", "2"]] {
            #expect(try rushday.run(arguments).status == 0, "\(arguments)")
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            var random = SeededRandom(seed: seed + 100)
            var model = Model(capacity: capacity)
            var log: [String] = []
            for step in 0..<24 {
                switch random.next() % 8 {
                case 0, 1:
                    let number = Int(random.next() % 9)
                    let party = Int(random.next() % 3)
                    model.clock += 1
                    log.append("register r\(number) +\(party)")
                    _ = try await browser.get("/e/gala")
                    let answer = try await browser.post("/e/gala", ["name": "R\(number)", "email": "r\(number)@example.org", "party": String(party)])
                    #expect(answer.status == 303, "seed \(seed), step \(step): \(answer.status) \(answer.body)")
                    if let stored = model.parties["r\(number)"] {
                        if stored.status == "unconfirmed" {
                            model.parties["r\(number)"]!.heads = 1 + party
                            model.parties["r\(number)"]!.since = model.clock
                        }
                    } else {
                        model.parties["r\(number)"] = .init(heads: 1 + party, status: "unconfirmed", since: model.clock, created: model.clock)
                    }
                case 2, 3:
                    guard let handle = Self.someone(model, "unconfirmed", &random) else { continue }
                    // The organiser's new link confirms as the mailed one: a link is the guest's, whoever sent it.
                    let link = try rushday.run(["guests", "link", "gala", handle, "--rotate", "--public-url", "https://rsvp.example.org"])
                    let path = String(link.stdout.trimmingCharacters(in: .newlines).dropFirst("https://rsvp.example.org".count))
                    model.clock += 1
                    log.append("confirm \(handle)")
                    _ = try await browser.get(path)
                    #expect(try await browser.post(path + "/confirm", [:]).status == 303, "seed \(seed), step \(step)")
                    if approval { model.set(handle, "pending") } else { model.accept(handle) }
                case 4:
                    guard let handle = Self.someone(model, "pending", &random) else { continue }
                    let approve = random.next() % 3 != 0
                    model.clock += 1
                    log.append(["guests", approve ? "approve" : "decline", "gala", handle].joined(separator: " "))
                    #expect(try rushday.run(["guests", approve ? "approve" : "decline", "gala", handle]).status == 0, "seed \(seed), step \(step): \(log)")
                    if approve { model.accept(handle) } else { model.set(handle, "declined") }
                case 5:
                    guard let handle = Self.someone(model, nil, &random) else { continue }
                    let answer = ["accepted", "declined", "maybe"][Int(random.next() % 3)]
                    model.clock += 1
                    log.append(["guests", "rsvp", "gala", handle, answer].joined(separator: " "))
                    #expect(try rushday.run(["guests", "rsvp", "gala", handle, answer]).status == 0, "seed \(seed), step \(step): \(log)")
                    if answer == "accepted" { model.accept(handle) } else { model.set(handle, answer) }
                    _ = model.serve()
                case 6:
                    guard let handle = Self.someone(model, nil, &random) else { continue }
                    model.clock += 1
                    log.append(["guests", "remove", "gala", handle].joined(separator: " "))
                    #expect(try rushday.run(["guests", "remove", "gala", handle]).status == 0, "seed \(seed), step \(step): \(log)")
                    model.parties[handle] = nil
                    _ = model.serve()
                default:
                    let next = random.next() % 5 == 0 ? nil : Int(random.next() % 8) + 1
                    guard next != model.capacity else { continue }
                    model.clock += 1
                    log.append(["events", "update", "gala", "--capacity", next.map(String.init) ?? ""].joined(separator: " "))
                    #expect(try rushday.run(["events", "update", "gala", "--capacity", next.map(String.init) ?? ""]).status == 0, "seed \(seed), step \(step): \(log)")
                    model.capacity = next
                    _ = model.serve()
                }
                let listed = try rushday.run(["guests", "list", "gala", "--format", "json"])
                let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
                let statuses = Dictionary(uniqueKeysWithValues: rows.map { ($0["handle"] as? String ?? "?", "\($0["status"] ?? "?") \($0["heads"] ?? "?")") })
                let expected = model.parties.mapValues { "\($0.status) \($0.heads)" }
                #expect(statuses == expected, "seed \(seed), step \(step): \(log.joined(separator: "\n"))")
                if statuses != expected { return }
            }
        }
    }
}
