/// A column of checkboxes a page adds to a document's table, beside what the document holds
/// (as `links` add where cells lead): each row's box is named `prefix` followed by the row's
/// cell in the column titled `column` (a guest's handle), and belongs to the form whose id is
/// `form`, wherever on the page that form stands. Choosing rows so takes no script, and a
/// terminal, CSV or JSON never sees the boxes.
public struct TableSelection: Hashable, Sendable {
    public let column: String
    public let form: String
    public let prefix: String

    public init(column: String, form: String, prefix: String) {
        self.column = column
        self.form = form
        self.prefix = prefix
    }
}
