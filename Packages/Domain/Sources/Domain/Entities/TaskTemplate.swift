public import Foundation

public typealias TaskTemplateID = Identifier<TaskTemplate>

/// A checklist saved under a name, to start another event's from: each task's title, note and
/// when it falls due relative to the event. Nobody is assigned and nothing is done.
public struct TaskTemplate: Hashable, Sendable, Codable {
    public struct Item: Hashable, Sendable, Codable {
        public var title: String
        public var note: String?
        /// Nil: no due time.
        public var offset: TaskOffset?

        public init(title: String, note: String? = nil, offset: TaskOffset? = nil) {
            self.title = title
            self.note = note
            self.offset = offset
        }
    }

    public let id: TaskTemplateID
    /// Unique on this installation, as typed (case kept), compared without case.
    public var name: String
    /// In checklist order.
    public var items: [Item]
    public var savedBy: UserID
    public var savedAt: Date

    public init(id: TaskTemplateID, name: String, items: [Item], savedBy: UserID, savedAt: Date) {
        self.id = id
        self.name = name
        self.items = items
        self.savedBy = savedBy
        self.savedAt = savedAt
    }
}
