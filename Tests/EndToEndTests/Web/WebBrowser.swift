import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization

/// One browser: sends requests, keeps the cookies it is given (and forgets cleared ones).
final class WebBrowser: Sendable {
    struct Answer {
        let status: Int
        let headers: HTTPFields
        let body: String
        /// The body's bytes as they came (a download).
        var raw: [UInt8] = []
        func header(_ name: String) -> String? { HTTPField.Name(name).flatMap { headers[$0] } }
        var setCookies: [String] { headers[values: .setCookie] }
    }

    let client: any TestClientProtocol
    let cookies = Mutex<[String: String]>([:])
    /// The CSRF field of the last page seen that had one, as a browser's form carries it.
    let lastFormToken = Mutex<String?>(nil)

    init(client: any TestClientProtocol) {
        self.client = client
    }

    func get(_ uri: String, accept: String = "text/html") async throws -> Answer {
        try await send(uri, method: .get, headers: [.accept: accept], body: nil)
    }

    /// Gets `uri` until `settled` holds of the answer, or `seconds` have passed (the last answer
    /// either way): what another process changed reaches the server's kept pages when its watch
    /// next looks, a quarter second at most (the bound only turns a page that never settles
    /// into a failure: how soon a CI machine running every suite at once gets there decides
    /// nothing).
    func get(_ uri: String, within seconds: Double = 60, until settled: (Answer) -> Bool) async throws -> Answer {
        let end = ContinuousClock.now + .seconds(seconds)
        var answer = try await get(uri)
        while !settled(answer), ContinuousClock.now < end {
            try await Task.sleep(for: .milliseconds(25))
            answer = try await get(uri)
        }
        return answer
    }

    /// Posts a form; `csrf: true` adds the token of the last form this browser was shown, as the
    /// site's forms do.
    func post(_ uri: String, _ form: [String: String], csrf: Bool = true, headers extra: HTTPFields = [:]) async throws -> Answer {
        var fields = form
        if csrf, let token = formToken { fields["csrf"] = token }
        let body = fields.map { "\(Self.encoded($0.key))=\(Self.encoded($0.value))" }.joined(separator: "&")
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        headers.append(contentsOf: extra)
        return try await send(uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// Posts a `multipart/form-data` form as a browser does: its token first (`csrf: true`, as the
    /// site's forms put it), then `fields`, then the file `data` named `fileName` in the field
    /// `file` (none when nil).
    func upload(_ uri: String, _ fields: [String: String] = [:], file: (name: String, fileName: String, data: [UInt8])?,
                csrf: Bool = true) async throws -> Answer {
        let boundary = "----RushDayTest\(UInt64.random(in: 0...UInt64.max))"
        var body: [UInt8] = []
        var parts = fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        if csrf, let token = formToken { parts.insert(("csrf", token), at: 0) }
        for (name, value) in parts {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.name)\"; filename=\"\(file.fileName)\"\r\nContent-Type: text/csv\r\n\r\n".utf8)
            body += file.data + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return try await send(uri, method: .post, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"], body: ByteBuffer(bytes: body))
    }

    func send(_ uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> Answer {
        var headers = headers
        let jar = cookies.withLock { $0 }
        if !jar.isEmpty { headers[.cookie] = jar.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
        let response = try await client.executeRequest(uri: uri, method: method, headers: headers, body: body)
        let answer = Answer(status: Int(response.status.code), headers: response.headers,
                            body: String(decoding: response.body.readableBytesView, as: UTF8.self), raw: Array(response.body.readableBytesView))
        if let match = answer.body.firstMatch(of: /name="csrf" value="([^"]*)"/) {
            lastFormToken.withLock { $0 = String(match.1) }
        }
        for line in answer.setCookies {
            let pair = line.split(separator: ";")[0].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard pair.count == 2 else { continue }
            cookies.withLock { jar in jar[pair[0]] = line.contains("Max-Age=0") ? nil : pair[1] }
        }
        return answer
    }

    func cookie(_ name: String) -> String? { cookies.withLock { $0[name] } }

    /// The CSRF field of the last page shown that had a form.
    var formToken: String? { lastFormToken.withLock { $0 } }

    /// Opens the sign-in page (for its form token) and signs in.
    @discardableResult
    func signIn(_ email: String, password: String = "correct horse battery") async throws -> Answer {
        _ = try await get("/signin")
        return try await post("/signin", ["email": email, "password": password])
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
