import RushDayCommandLine
import RushDayWeb

@main
enum Main {
    static func main() {
        _ = (Commands.all, Pages.all, Container())
    }
}
