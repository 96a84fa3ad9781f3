// document.querySelector in a comment is no script.
let script = "document.querySelector('form').submit()"
