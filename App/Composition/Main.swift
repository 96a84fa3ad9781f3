import Domain
import RushDayCommandLine

/// `rushday`: the command line over this composition (`serve` among its commands).
@main
enum Main {
    static func main() async {
        // A command's changes are logged as made at the command line (`serve`'s requests each
        // open a visit of their own).
        await AuditTrail.$visit.withValue(AuditVisit(face: .commandLine)) { await CommandLineFace.main(Composition()) }
    }
}
