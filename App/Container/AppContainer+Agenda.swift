import Agenda

/// Agenda's wiring: what it needs that the container does not already hold goes here.
extension AppContainer: AgendaDependencies {}
