public import DesignTokens
import Domain

/// The questions commands' answers in every output format. JSON: `QuestionJSON` (a list: an
/// array of them). CSV: key, kind, choices (joined with "; "), prompt, answers.
public enum QuestionsPresenter {
    public static func list(_ response: QuestionListResponse) -> Presentation {
        let counted = response.questions.map { ($0, response.answerCounts[$0.key] ?? 0) }
        return Presentation(
            document: Document([
                .heading("Questions of \(response.event.handle)", .section),
                .table(screen(counted)),
            ]),
            csv: csv(counted),
            json: counted.map { QuestionJSON($0.0, answers: $0.1) })
    }

    public static func added(_ response: QuestionResponse) -> Presentation {
        changed("Added question \(response.question.key) to \(response.event.handle)", response)
    }

    public static func updated(_ response: QuestionResponse) -> Presentation {
        let dropped = response.droppedAnswers
        return changed("Updated question \(response.question.key) of \(response.event.handle)\(dropped == 0 ? "" : "; dropped \(Plural.of(dropped, "answer"))")", response)
    }

    public static func removed(_ response: QuestionResponse) -> Presentation {
        let dropped = response.droppedAnswers
        let answers = dropped == 0 ? "" : " and \(Plural.of(dropped, "answer"))"
        return changed("Removed question \(response.question.key)\(answers) from \(response.event.handle)", response)
    }

    private static func changed(_ headline: String, _ response: QuestionResponse) -> Presentation {
        let counted = [(response.question, response.droppedAnswers)]
        return Presentation(document: Document([.status(.success, headline, .success)]), csv: csv(counted),
                            json: QuestionJSON(response.question, answers: response.droppedAnswers))
    }

    private static func screen(_ counted: [(GuestQuestion, Int)]) -> Table {
        let columns = [Table.Column("KEY", truncates: false), Table.Column("KIND", truncates: false), Table.Column("CHOICES"),
                       Table.Column("PROMPT"), Table.Column("ANSWERS", alignment: .trailing, truncates: false)]
        let rows = counted.map { question, answers -> [Cell] in
            [Cell(question.key.value), Cell(question.kind.rawValue), Cell(question.choices.joined(separator: ", ")),
             Cell(question.prompt ?? ""), Cell(String(answers))]
        }
        return Table(columns: columns, rows: rows, emptyMessage: "No questions.")
    }

    private static func csv(_ counted: [(GuestQuestion, Int)]) -> Table {
        let rows = counted.map { question, answers -> [Cell] in
            [question.key.value, question.kind.rawValue, question.choices.joined(separator: "; "), question.prompt ?? "",
             String(answers)].map { Cell($0) }
        }
        return Table(columns: ["key", "kind", "choices", "prompt", "answers"].map { Table.Column($0) }, rows: rows, emptyMessage: "")
    }
}
