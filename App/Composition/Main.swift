import RushDayCommandLine

/// `rushday`: the command line over this composition (`serve` among its commands).
@main
enum Main {
    static func main() async {
        await CommandLineFace.main(Composition())
    }
}
