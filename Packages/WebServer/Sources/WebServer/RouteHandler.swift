import Foundation
import HTTPTypes
import HummingbirdCore
import Hummingbird
import NIOCore
import ServiceLifecycle

/// Turns Hummingbird's request into a `WebRequest`, calls the route and turns its
/// `WebResponse` back.
struct RouteHandler: Sendable {
    let route: WebRoutes.Route
    let bodyLimit: Int
    let isSecure: Bool

    @Sendable func respond(_ request: Request, context: WebContext) async throws -> Response {
        let body = try await request.body.collect(upTo: bodyLimit)
        let bytes = Array(body.readableBytesView)
        var headers: [String: String] = [:]
        for field in request.headers where headers[field.name.canonicalName] == nil {
            headers[field.name.canonicalName] = field.value
        }
        // HTTP/1's Host header arrives as the request's authority, not among its fields.
        if let authority = request.head.authority { headers["host"] = authority }
        let isForm = headers["content-type"]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
        let webRequest = WebRequest(
            method: WebRequest.Method(request.method) ?? .get,
            path: request.uri.path,
            target: request.uri.string,
            parameters: Dictionary(route.parameterNames.compactMap { name in context.parameters.get(name).map { (name, $0) } },
                                   uniquingKeysWith: { first, _ in first }),
            query: Self.fields(request.uri.queryParameters),
            form: isForm ? Self.form(bytes) : [:],
            cookieHeaders: request.headers[values: .cookie],
            headers: headers,
            body: bytes,
            client: context.client,
            isSecure: isSecure
        )
        return try await route.handler(webRequest).hummingbird
    }

    /// A form body is a query string whose spaces may be `+` (a literal `+` arrives as `%2B`).
    private static func form(_ bytes: [UInt8]) -> [String: String] {
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "+", with: "%20")
        return fields(URI("/?" + text).queryParameters)
    }

    /// The first value of each name; a name given twice keeps its first.
    private static func fields(_ pairs: FlatDictionary<Substring, Substring>) -> [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in pairs {
            let key = String(name).removingPercentEncoding ?? String(name)
            if fields[key] == nil { fields[key] = String(value) }
        }
        return fields
    }
}

extension WebRoutes.Route {
    /// `event` and `guest` in `/events/:event/guests/:guest`.
    var parameterNames: [String] {
        path.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }
}

extension WebResponse {
    var hummingbird: Response {
        var fields = HTTPFields()
        for header in headers {
            if let name = HTTPField.Name(header.name) { fields.append(HTTPField(name: name, value: header.value)) }
        }
        for cookie in cookies {
            fields.append(HTTPField(name: .setCookie, value: cookie.header))
        }
        let status = HTTPResponse.Status(code: status)
        switch body {
        case let .bytes(bytes):
            return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        case let .stream(stream):
            let buffers = stream.map { ByteBuffer(string: $0) }.cancelOnGracefulShutdown()
            return Response(status: status, headers: fields, body: ResponseBody(asyncSequence: buffers))
        }
    }
}

extension WebCookie {
    var header: String {
        var parts = ["\(name)=\(value)", "Path=/", "HttpOnly", "SameSite=Lax"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if secure { parts.append("Secure") }
        return parts.joined(separator: "; ")
    }
}
