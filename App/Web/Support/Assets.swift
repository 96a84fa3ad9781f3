import DesignTokens
import WebServer

/// The site's static files: the stylesheet DesignTokens generates from its tokens, the script
/// that keeps live pages current, and the door page's script and QR decoder. All are made
/// once, when the server starts.
enum Assets {
    static let stylesheetPath = "/assets/rushday.css"
    static let scriptPath = "/assets/live.js"
    static let doorScriptPath = "/assets/door.js"
    static let qrScriptPath = "/assets/qr.js"

    static var routes: WebRoutes {
        let stylesheet = Array(StyleSheet.css.utf8)
        let script = Array(LiveScript.text.utf8)
        let doorScript = Array(DoorScript.text.utf8)
        let qrScript = Array(QRDecoderScript.text.utf8)
        var routes = WebRoutes()
        routes.get(stylesheetPath) { _ in asset(stylesheet, type: "text/css; charset=utf-8") }
        routes.get(scriptPath) { _ in asset(script, type: "text/javascript; charset=utf-8") }
        routes.get(doorScriptPath) { _ in asset(doorScript, type: "text/javascript; charset=utf-8") }
        routes.get(qrScriptPath) { _ in asset(qrScript, type: "text/javascript; charset=utf-8") }
        return routes
    }

    private static func asset(_ bytes: [UInt8], type: String) -> WebResponse {
        WebResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "public, max-age=300")], body: .bytes(bytes))
    }
}
