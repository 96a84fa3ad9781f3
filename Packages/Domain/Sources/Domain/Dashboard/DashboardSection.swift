public import Foundation

/// One titled block of the dashboard: label/value rows, in order. `key` names it in JSON.
public struct DashboardSection: Hashable, Sendable, Codable {
    public struct Item: Hashable, Sendable, Codable {
        public let label: String
        /// The command line's words, times in their machine form; JSON's too.
        public private(set) var value: String
        /// When the value is a sentence around a time, its parts, for a page to say the time as
        /// people do (`ZonedTime.said`); not in JSON.
        public var time: Time? = nil
        /// Something that needs doing now (tasks overdue): drawn in the error tone; not in JSON.
        public var urgent = false
        /// A row that is each viewer's own ("Yours open"): the value of every viewer it differs
        /// for, `value` being everyone else's. Nil once chosen for one viewer (`seen(by:)`), as
        /// every answer shows it.
        public var byViewer: [UserID: String]? = nil

        public struct Time: Hashable, Sendable {
            public let before: String
            public let spoken: String
            public let datetime: String
            public let after: String
        }

        enum CodingKeys: String, CodingKey { case label, value }

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }

        /// The row as `viewer` sees it.
        public func seen(by viewer: UserID) -> Item {
            guard let byViewer else { return self }
            var seen = self
            seen.value = byViewer[viewer] ?? value
            seen.byViewer = nil
            return seen
        }

        /// "Ann: accepted via web, " before `instant`, in `zone`.
        public init(label: String, before: String = "", _ instant: Date, in zone: TimeZoneID, after: String = "") {
            let said = ZonedTime.said(instant, in: zone)
            self.init(label: label, value: before + said.machine + after)
            time = Time(before: before, spoken: said.spoken, datetime: said.datetime, after: after)
        }
    }

    public let key: String
    public let title: String
    public let items: [Item]

    public init(key: String, title: String, items: [Item]) {
        self.key = key
        self.title = title
        self.items = items
    }

    /// The section as `viewer` sees it: each row that is each viewer's own holds theirs.
    public func seen(by viewer: UserID) -> DashboardSection {
        DashboardSection(key: key, title: title, items: items.map { $0.seen(by: viewer) })
    }
}
