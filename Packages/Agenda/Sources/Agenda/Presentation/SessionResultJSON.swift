/// `rushday agenda add | update | show | remove --format json`: the session and the conflicts it
/// is part of (`[]` for a removed one): `{"session": {…SessionJSON…}, "conflicts": [{…ConflictJSON…}]}`.
struct SessionResultJSON: Encodable, Hashable, Sendable {
    let session: SessionJSON
    let conflicts: [ConflictJSON]

    init(_ response: SessionResponse) {
        session = SessionJSON(response.session, event: response.event)
        conflicts = response.conflicts.map { ConflictJSON($0, minimumGapMinutes: response.minimumGapMinutes) }
    }
}
