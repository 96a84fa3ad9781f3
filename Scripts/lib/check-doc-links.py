#!/usr/bin/env python3
"""Checks the links between the repository's Markdown files.

    check-doc-links.py [--checks] [ROOT]

Reads every *.md under ROOT (default: the repository holding this script), leaving out .build,
node_modules and hidden folders, and checks each relative link, `[text](target)` or a reference
definition `[name]: target`: its file (or folder) must exist, and its `#anchor`, if any, must be
a heading of the Markdown file it points to, slugged as GitHub does (lower case, punctuation but
`-` and `_` removed, spaces to `-`, `-1`, `-2` ... for repeated headings), or an `id`/`name` of
an HTML anchor there. Links with a scheme (http:, https:, mailto: ...) are not followed; code
blocks and code spans are not read for links or headings. Prints `FILE:LINE: broken link TARGET`
for each broken link and exits 1 if there is any.

With --checks it also prints one line per file in the form Scripts/test counts: `✔ check links
in FILE` or `✘ check links in FILE`, followed by that file's broken links.
"""
import os
import re
import sys
import unicodedata

SKIPPED_FOLDERS = {".build", "node_modules"}
FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML_ANCHOR = re.compile(r"<a\s[^>]*(?:id|name)\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")


def markdown_files(root):
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(name for name in folders if not name.startswith(".") and name not in SKIPPED_FOLDERS)
        for name in sorted(files):
            if name.endswith(".md"):
                yield os.path.join(folder, name)


def prose_lines(text):
    """(line number, line) for every line outside fenced code blocks."""
    fence = None
    for number, line in enumerate(text.split("\n"), start=1):
        match = FENCE.match(line)
        if fence is None and match:
            fence = match.group(1)[0] * len(match.group(1))
            continue
        if fence is not None:
            if match and match.group(1).startswith(fence):
                fence = None
            continue
        yield number, line


def slug(heading):
    """GitHub's anchor for a heading's text."""
    text = CODE_SPAN.sub(lambda match: match.group(2), heading)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)  # a link in a heading: its text
    text = re.sub(r"<[^>]+>", "", text)  # HTML tags
    text = text.strip().lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in "-_" or category[0] in "LN" or category == "Mn":
            kept.append(character)
        elif character == " ":
            kept.append("-")
    return "".join(kept)


_anchors = {}


def anchors(path):
    """Every anchor a Markdown file offers."""
    if path not in _anchors:
        found, seen = set(), {}
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for _, line in prose_lines(text):
            match = HEADING.match(line)
            if match:
                base = slug(match.group(2))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
            found.update(HTML_ANCHOR.findall(line))
        _anchors[path] = found
    return _anchors[path]


def links(text):
    """(line number, target) for every link in the prose."""
    for number, line in prose_lines(text):
        line = CODE_SPAN.sub(lambda match: " " * len(match.group(0)), line)
        for match in INLINE_LINK.finditer(line):
            yield number, match.group(1)
        match = REFERENCE.match(line)
        if match:
            yield number, match.group(1)


def broken_links(path, root):
    """(line number, target) for each link of the file that does not resolve."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    for number, raw in links(text):
        target = raw[1:-1] if raw.startswith("<") and raw.endswith(">") else raw
        if not target or SCHEME.match(target):
            continue
        location, _, anchor = target.partition("#")
        if location.startswith("/"):
            resolved = os.path.join(root, location.lstrip("/"))
        elif location:
            resolved = os.path.join(os.path.dirname(path), location)
        else:
            resolved = path
        resolved = os.path.normpath(resolved)
        if not os.path.exists(resolved):
            yield number, raw
        elif anchor and resolved.endswith(".md") and os.path.isfile(resolved):
            if anchor not in anchors(resolved) and anchor.lower() not in anchors(resolved):
                yield number, raw


def main(arguments):
    checks = "--checks" in arguments
    rest = [argument for argument in arguments if argument != "--checks"]
    if len(rest) > 1 or any(argument.startswith("-") for argument in rest):
        print("usage: check-doc-links.py [--checks] [ROOT]", file=sys.stderr)
        return 64
    root = os.path.abspath(rest[0] if rest else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    total = 0
    for path in markdown_files(root):
        name = os.path.relpath(path, root)
        broken = [f"{name}:{number}: broken link {target}" for number, target in broken_links(path, root)]
        total += len(broken)
        if checks:
            print(f"{'✘' if broken else '✔'} check links in {name}")
        for line in broken:
            print(line)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
