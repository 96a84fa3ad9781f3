func paragraph(_ text: String) -> String { "<p>\(text)</p>" }
