import Foundation
import Testing

/// An event's questions in the browser, from the same use cases as `guests questions list | add
/// | remove`: each change seen by the command line; each refusal beside its field with the store
/// unchanged; a question guests answered is removed only with their answers, as `--force` asks;
/// staff read the questions and are refused the forms.
@Suite struct QuestionsPageTests {
    @Test(arguments: Backend.allCases) func addRefuseAndRemoveQuestions(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["guests", "add", "gala", "Ann"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/guests").body.contains("href=\"/events/gala/questions\""))
            let page = try await browser.get("/events/gala/questions")
            #expect(page.status == 200 && page.body.contains("Add a question"))

            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            for (form, errorID) in [
                (["key": "Meal Choice", "kind": "text"], "key-error"),
                (["key": "meal", "kind": "choice", "choices": "Fish"], "choices-error"),
                (["key": "meal", "kind": "text", "choices": "Fish\nVegan"], "choices-error"),
                (["key": "meal", "kind": "colour"], "kind-error"),
            ] {
                let refused = try await browser.post("/events/gala/questions", form)
                #expect(refused.status == 422 && refused.body.contains("id=\"\(errorID)\""), "\(form): \(refused.status) \(refused.body)")
                #expect(refused.body.contains("value=\"\(form["key"] ?? "")\""), "what was typed is kept")
            }
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")

            let added = try await browser.post("/events/gala/questions", ["key": "meal", "kind": "choice", "choices": "Fish\n\n<b>Vegan</b>\n",
                                                                          "prompt": "What do you eat?"])
            #expect(added.status == 303 && added.header("Location") == "/events/gala/questions?done=added")
            let shown = try await browser.get("/events/gala/questions?done=added")
            #expect(shown.body.contains("The question is added.") && shown.body.contains("&lt;b&gt;Vegan&lt;/b&gt;") && !shown.body.contains("<b>Vegan"))
            let listed = try #require(try ConfEvent.json(try rushday.run(["guests", "questions", "list", "gala", "--format", "json"])) as? [[String: Any]])
            #expect(listed.first?["key"] as? String == "meal" && listed.first?["choices"] as? [String] == ["Fish", "<b>Vegan</b>"])

            #expect(try rushday.run(["guests", "update", "gala", "ann", "--answer", "meal=Fish"]).status == 0)
            let kept = try await browser.post("/events/gala/questions/meal/remove", [:])
            #expect(kept.status == 422 && kept.body.contains("id=\"force-meal-error\""), "\(kept.status) \(kept.body)")
            let removed = try await browser.post("/events/gala/questions/meal/remove", ["force": "on"])
            #expect(removed.status == 303 && removed.header("Location") == "/events/gala/questions?done=removed")
        }
        let left = try #require(try ConfEvent.json(try rushday.run(["guests", "questions", "list", "gala", "--format", "json"])) as? [Any])
        #expect(left.isEmpty)
    }

    @Test(arguments: Backend.allCases) func editAQuestionsPromptAndChoices(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["guests", "questions", "add", "gala", "meal", "--kind", "choice", "--choice", "Fish", "--choice", "Vegan"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "Ann", "--answer", "meal=fish"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/questions").body.contains("href=\"/events/gala/questions/meal/edit\""))
            let form = try await browser.get("/events/gala/questions/meal/edit")
            #expect(form.status == 200 && form.body.contains("Fish\nVegan") && form.body.contains("name=\"prompt\""))
            #expect(try await browser.get("/events/gala/questions/dessert/edit").status == 404)

            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let orphaning = try await browser.post("/events/gala/questions/meal/edit", ["prompt": "<b>Eat?</b>", "choices": "Vegan\nMeat"])
            #expect(orphaning.status == 422 && orphaning.body.contains("id=\"force-error\"") && orphaning.body.contains("name=\"force\""), "\(orphaning.status)")
            #expect(orphaning.body.contains("Vegan\nMeat") && orphaning.body.contains("&lt;b&gt;Eat?&lt;/b&gt;"), "what was typed is kept, as text")
            let one = try await browser.post("/events/gala/questions/meal/edit", ["prompt": "", "choices": "Vegan"])
            #expect(one.status == 422 && one.body.contains("id=\"choices-error\""))
            #expect(try await browser.post("/events/gala/questions/meal/edit", ["prompt": "Eat?", "choices": "Vegan\nMeat"], csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")

            let unchanged = try await browser.post("/events/gala/questions/meal/edit", ["prompt": "", "choices": "Fish\nVegan"])
            #expect(unchanged.header("Location") == "/events/gala/questions?done=unchanged")
            let saved = try await browser.post("/events/gala/questions/meal/edit", ["prompt": "<b>Eat?</b>", "choices": "Vegan\nMeat", "force": "on"])
            #expect(saved.status == 303 && saved.header("Location") == "/events/gala/questions?done=updated", "\(saved.status) \(saved.body)")
        }
        let questions = try #require(try ConfEvent.json(try rushday.run(["guests", "questions", "list", "gala", "--format", "json"])) as? [[String: Any]])
        #expect(questions.first?["choices"] as? [String] == ["Vegan", "Meat"] && questions.first?["prompt"] as? String == "<b>Eat?</b>", "\(questions)")
        #expect(questions.first?["answers"] as? Int == 0, "Ann's fish went with the choice")
        let cli = try rushday.run(["guests", "questions", "update", "gala", "meal", "--prompt", ""])
        #expect(cli.status == 0 && cli.stdout.contains("Updated question meal of gala"), "\(cli.stderr)")
        let nothing = try rushday.run(["guests", "questions", "update", "gala", "meal"])
        #expect(nothing.status == 65 && nothing.stderr.contains("nothing to change"), "\(nothing.stderr)")
    }

    @Test func staffReadTheQuestionsButAreRefusedTheForms() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["guests", "questions", "add", "gala", "meal", "--kind", "text"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            let page = try await browser.get("/events/gala/questions")
            #expect(page.status == 200 && page.body.contains("meal") && !page.body.contains("Add a question"))
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            #expect(try await browser.post("/events/gala/questions", ["key": "shuttle", "kind": "yes-no"]).status == 403)
            #expect(try await browser.post("/events/gala/questions/meal/remove", ["force": "on"]).status == 403)
            #expect(try await browser.get("/events/gala/questions/meal/edit").status == 403)
            #expect(try await browser.post("/events/gala/questions/meal/edit", ["prompt": "Which?"]).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before)
        }
    }
}
