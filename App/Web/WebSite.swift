import Domain
public import WebServer

/// Every route of `rushday serve`: the static files, each feature's routes in the order the
/// composition lists them, the guests' and volunteers' own pages, the guests' unsubscribe links, the events' public
/// pages, the doors' pages.
public enum WebSite {
    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = Assets.routes
        for feature in face.features {
            routes.add(feature.routes(face))
        }
        routes.add(GuestPageRoutes.routes(face))
        routes.add(VolunteerPageRoutes.routes(face))
        routes.add(RegistrationRoutes.routes(face))
        routes.add(UnsubscribeRoutes.routes(face))
        routes.add(DoorRoutes.routes(face))
        // Each request's changes are logged as made on the web, by whoever it authenticates.
        return routes.around { request, handler in
            try await AuditTrail.$visit.withValue(AuditVisit(face: .web)) { try await handler(request) }
        }
    }

    /// The access log, blind to the site's link secrets: a guest's page, a volunteer's, an
    /// unsubscribe link and a door link.
    public static let accessLog = AccessLog(secretPaths: [GuestPageRoutes.segment, VolunteerPageRoutes.segment, GuestAddresses.unsubscribeSegment,
                                                          DoorEntrance.segment])
}
