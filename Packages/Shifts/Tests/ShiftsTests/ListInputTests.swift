import Shifts
import Testing

/// A list typed into one cell or field, as an import's cells and the plan page's forms take it.
@Suite struct ListInputTests {
    @Test(arguments: [
        ("Bar=2, Door=1", ["Bar=2", "Door=1"]),
        ("Bar; Door", ["Bar", "Door"]),
        ("Bar=2\nDoor=1\r\n", ["Bar=2", "Door=1"]),
        (" Bar ,, ;\n Door ", ["Bar", "Door"]),
        ("", []),
        ("  ", []),
    ])
    func itemsAreSplitAtCommasSemicolonsAndLineEnds(_ text: String, _ items: [String]) {
        #expect(ListInput.items(text) == items)
    }

    @Test func nothingGivenIsNoItems() {
        #expect(ListInput.items(nil).isEmpty)
    }
}
