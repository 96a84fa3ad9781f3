import DesignTokens
import WebServer

/// The site's static files: the stylesheet DesignTokens generates from its tokens, and the
/// scripts, which are files in `App/Web/Assets/` compiled into the binary by SwiftPM
/// (`.embedInCode`, the manifest's `resources`: `PackageResources`, no bundle beside the binary):
/// `live.js` keeps live pages current, `door.js` and `qr.js` are the door page's script and its
/// QR decoder. Each is served as its file's bytes, under the file's name.
enum Assets {
    static let stylesheetPath = "/assets/rushday.css"
    static let scriptPath = "/assets/live.js"
    static let doorScriptPath = "/assets/door.js"
    static let qrScriptPath = "/assets/qr.js"

    static var routes: WebRoutes {
        let stylesheet = Array(StyleSheet.css.utf8)
        var routes = WebRoutes()
        routes.get(stylesheetPath) { _ in asset(stylesheet, type: "text/css; charset=utf-8") }
        for (path, script) in [(scriptPath, PackageResources.live_js), (doorScriptPath, PackageResources.door_js),
                               (qrScriptPath, PackageResources.qr_js)] {
            routes.get(path) { _ in asset(script, type: "text/javascript; charset=utf-8") }
        }
        return routes
    }

    private static func asset(_ bytes: [UInt8], type: String) -> WebResponse {
        WebResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "public, max-age=300")], body: .bytes(bytes))
    }
}
