import Domain
import Expenses
import Foundation
import WebServer

/// A receipt's file on the web: taken from the expense forms (a PDF or a picture, refused beside
/// the field when it did not arrive whole or is too large), and given back as a download with the
/// name it was given.
enum ReceiptUploads {
    /// What the forms declare: one file of up to a receipt's largest size.
    static func uploads(_ face: WebFace) -> WebUploads {
        WebUploads(limit: ReceiptUpload.largest, folder: face.shared.uploadFolder)
    }

    /// The file posted in `receipt`; nil when none was chosen (a browser sends an empty part).
    static func posted(_ request: WebRequest) throws(DomainError) -> ReceiptUpload? {
        switch request.uploadProblem {
        case .tooLarge?: throw .invalid(field: "receipt", message: "is larger than \(ReceiptUpload.largest >> 20) MB; a receipt may be up to 10 MB")
        case .incomplete?, .malformed?: throw .invalid(field: "receipt", message: "did not arrive whole; choose it again")
        case nil: break
        }
        guard let file = request.file("receipt"), !(file.fileName.isEmpty && file.size == 0) else { return nil }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .invalid(field: "receipt", message: "did not arrive whole; choose it again")
        }
        return ReceiptUpload(name: file.fileName, bytes: Array(data))
    }

    /// What RFC 5987 lets stand unencoded in `filename*` (ASCII letters, digits, `-._~`).
    private static let attributeCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The file as a download: its own type, and its name in the header both as plain ASCII and
    /// whole (RFC 6266's `filename*`), so no name can break the header.
    static func download(_ receipt: ReceiptResponse) -> WebResponse {
        let plain = String(receipt.name.map { $0.isASCII && ($0.isLetter || $0.isNumber || ".-_".contains($0)) ? $0 : "_" })
        let whole = receipt.name.addingPercentEncoding(withAllowedCharacters: attributeCharacters) ?? plain
        return WebResponse(status: 200, headers: [
            ("Content-Type", receipt.contentType),
            ("Content-Disposition", "attachment; filename=\"\(plain)\"; filename*=UTF-8''\(whole)"),
        ], body: .bytes(receipt.bytes))
    }
}
