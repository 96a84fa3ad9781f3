import DesignTokens
import Domain

extension EventStatus {
    /// Draft is quiet, published good news, completed settled, cancelled a warning sign.
    var tone: Tone {
        switch self {
        case .draft: .muted
        case .published: .success
        case .completed: .primary
        case .cancelled: .error
        }
    }

    var badge: Badge { Badge(rawValue.uppercased(), tone: tone) }

    var cell: Cell { Cell(rawValue, tone: tone) }
}
