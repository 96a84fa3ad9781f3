import Domain
import Shifts

/// Shifts's wiring: its board from the store.
extension AppContainer: ShiftsDependencies {
    var shiftRepository: any ShiftRepository { store }
}
