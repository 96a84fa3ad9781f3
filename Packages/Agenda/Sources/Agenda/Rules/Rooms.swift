import Foundation

/// Rooms are typed by people: "Hall A" and "hall a " are one room.
enum Rooms {
    static func same(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second else { return false }
        return key(first) == key(second)
    }

    static func key(_ room: String) -> String {
        room.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
