import Agenda

/// The conflicts of a session just added or changed, as warnings on stderr: stdout keeps the
/// outcome alone, so scripts reading it are not confused, and people still see every problem.
enum ConflictWarnings {
    static func show(_ response: SessionResponse) {
        for conflict in response.conflicts {
            Warning.show(conflict.explanation(minimumGapMinutes: response.minimumGapMinutes))
        }
    }
}
