import Tasks

/// Tasks's wiring: what it needs that the container does not already hold goes here.
extension AppContainer: TasksDependencies {}
