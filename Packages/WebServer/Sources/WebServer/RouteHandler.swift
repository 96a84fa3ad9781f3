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
        var headers: [String: String] = [:]
        for field in request.headers where headers[field.name.canonicalName] == nil {
            headers[field.name.canonicalName] = field.value
        }
        // HTTP/1's Host header arrives as the request's authority, not among its fields.
        if let authority = request.head.authority { headers["host"] = authority }
        let query = FormFields(request.uri.query.map { Array($0.utf8) } ?? [])
        let json = headers["accept"]?.contains("application/json") == true
        if let field = query.invalid { return Self.notText(field, json: json) }
        let make = { (form: [String: String], body: [UInt8], files: [WebUpload], problem: WebUploads.Problem?) in
            WebRequest(
                method: WebRequest.Method(request.method) ?? .get,
                path: request.uri.path,
                target: request.uri.string,
                parameters: Dictionary(route.parameterNames.compactMap { name in context.parameters.get(name).map { (name, $0) } },
                                       uniquingKeysWith: { first, _ in first }),
                query: query.values,
                form: form,
                cookieHeaders: request.headers[values: .cookie],
                headers: headers,
                body: body,
                client: context.client,
                isSecure: isSecure || context.forwardedSecure,
                files: files,
                uploadProblem: problem
            )
        }
        if let uploads = route.uploads, let boundary = MultipartBody.boundary(of: headers["content-type"]) {
            let admits = route.admits
            let read = try await MultipartBody.read(request.body, boundary: boundary, uploads: uploads) { fields in
                admits?(make(fields, [], [], nil)) ?? true
            }
            // What the route did not move elsewhere goes once it has answered.
            defer { for file in read.files { try? FileManager.default.removeItem(atPath: file.path) } }
            if let field = read.invalidField { return Self.notText(field, json: json) }
            return try await route.handler(make(read.fields, [], read.files, read.problem)).hummingbird
        }
        let body = try await Self.collect(request.body, upTo: bodyLimit)
        let bytes = Array(body.readableBytesView)
        let isForm = headers["content-type"]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
        let form = isForm ? FormFields(bytes) : FormFields([])
        if let field = form.invalid { return Self.notText(field, json: json) }
        return try await route.handler(make(form.values, bytes, [], nil)).hummingbird
    }

    /// The whole body, up to `limit` (413 beyond it). A body that ends before its length, when
    /// the client goes away mid-request, is the client's doing: 400, not a server error in the
    /// log and the metrics.
    private static func collect(_ body: RequestBody, upTo limit: Int) async throws -> ByteBuffer {
        do {
            return try await body.collect(upTo: limit)
        } catch let error as any HTTPResponseError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw HTTPError(.badRequest)
        }
    }

    /// A query or form field that is not UTF-8 text, refused before any route sees it, so no
    /// store ever holds it repaired: 422 naming the field, as a page's refusal or the JSON error.
    private static func notText(_ field: String, json: Bool) -> Response {
        let message = "is not valid UTF-8 text; type it again, or save the file as UTF-8"
        var fields = HTTPFields()
        let body: [UInt8]
        if json {
            struct Refusal: Encodable {
                struct Detail: Encodable { let code: String, field: String, message: String }
                let error: Detail
            }
            fields[.contentType] = "application/json"
            body = Array((try? JSONEncoder().encode(Refusal(error: .init(code: "invalid", field: field, message: message)))) ?? Data()) + [0x0A]
        } else {
            fields[.contentType] = "text/plain; charset=utf-8"
            body = Array("\(field): \(message)\n".utf8)
        }
        return Response(status: .unprocessableContent, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
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
        case let .stream(stream, ending):
            return Response(status: status, headers: fields, body: ResponseBody { writer in
                let open = ServerMetrics.liveStreams
                open.increment()
                defer { open.decrement() }
                // Shutting down finishes the stream rather than wrapping it in a sequence that
                // watches for shutdown, which costs a task switch for every event written.
                try await withGracefulShutdownHandler {
                    for await event in stream { try await writer.write(event.bytes) }
                } onGracefulShutdown: {
                    ending.finish()
                }
                try await writer.finish(nil)
            })
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
