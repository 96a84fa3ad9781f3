public import Domain
import Foundation

/// When two speaker entries are one person: the same email; or the same name (without case)
/// unless both have emails that differ (two people may share a name).
public enum SpeakerIdentity {
    public static func same(_ first: Speaker, _ second: Speaker) -> Bool {
        if let one = first.email, let other = second.email { return one == other }
        return first.name.lowercased() == second.name.lowercased()
    }

    /// The speakers of `first` who also speak in `second`, each once, in `first`'s order.
    static func shared(_ first: [Speaker], _ second: [Speaker]) -> [Speaker] {
        var shared: [Speaker] = []
        for speaker in first where second.contains(where: { same(speaker, $0) }) && !shared.contains(where: { same(speaker, $0) }) {
            shared.append(speaker)
        }
        return shared
    }
}
