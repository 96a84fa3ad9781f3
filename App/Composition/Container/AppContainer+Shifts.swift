import Shifts

/// Shifts's wiring: what it needs that the container does not already hold goes here.
extension AppContainer: ShiftsDependencies {}
