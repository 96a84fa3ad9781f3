import DesignTokens
import Foundation
import WebServer

/// A list page's filters as a form, as the command's options are: a GET to the page itself, so
/// the filtered list has an address to keep and share, with what was asked filled in. A blank
/// field or "All" filters nothing.
struct ListFilter {
    let request: WebRequest

    /// The query's value for `name`; nil when blank.
    func given(_ name: String) -> String? {
        request.query.given(name)
    }

    /// The query's choice for `name`, one of `Value`'s; nil for "All".
    func choice<Value: RawRepresentable & CaseIterable>(_ name: String, of type: Value.Type) throws -> Value? where Value.RawValue == String {
        try given(name).map { try WebQuery.value($0, of: type, field: name) }
    }

    func search(_ name: String = "search", label: String) -> Field {
        Field(name, label: label, .search(request.query[name] ?? ""), autocomplete: "off")
    }

    /// A choice of `Value`'s cases, after `all` (filtering nothing) unless a case says that itself.
    func select<Value: RawRepresentable & CaseIterable>(_ name: String, label: String, _ type: Value.Type, all: String? = "All") -> Field
        where Value.RawValue == String {
        let cases = type.allCases.map { Field.Option($0.rawValue) }
        return Field(name, label: label, .select((all.map { [Field.Option("", $0)] } ?? []) + cases, selected: request.query[name] ?? ""))
    }

    /// This page with the query's fields as they are but for `changes` (nil removes one), in
    /// a stable order.
    func href(changing changes: [String: String?]) -> String {
        var fields = request.query
        for (name, value) in changes { fields[name] = value }
        return Self.href(request.path, fields)
    }

    /// `path` with `fields` as its query, blank ones left out, in a stable order.
    static func href(_ path: String, _ fields: [String: String]) -> String {
        let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "" }
        let query = fields.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map { encode($0.key) + "=" + encode($0.value) }
        return path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    func form(_ fields: [Field]) -> Node {
        Form(action: request.path, method: .get, items: fields.map(Form.Item.field), buttons: [Button("Filter", kind: .secondary)], token: nil,
             classes: ["filters"], attributes: [.role("search")]).node
    }
}
