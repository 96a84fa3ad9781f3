#!/usr/bin/env python3
"""The shared-file edits of Scripts/new-feature, checked before any is written.

    new-feature-edits.py check ROOT NAME   refuses (one line on stderr, exit 1) unless every edit applies
    new-feature-edits.py apply ROOT NAME   makes them and prints one line per file changed

Each edit is mechanical: a line inserted above a marker comment, or one key added to
.archlint.json's "packages" with the file's own layout kept and the result re-read as JSON to
prove it means exactly the old rules plus that key. Nothing is written unless all edits apply.
"""
import json
import re
import sys


def marker_edits(name):
    """(file, marker, line to insert above it, why) for every marker edit."""
    return [
        ("Package.swift", "// new-feature: packages", f'.package(path: "Packages/{name}"),',
         "the root depends on the new package"),
        ("Package.swift", "// new-feature: products", f'.product(name: "{name}", package: "{name}"),',
         "both faces and the composition may import the new module (the import check demands it)"),
        ("Package.swift", "// new-feature: package tests", f'packageTests("{name}"),',
         "the root builds and runs the package's own tests (Scripts/test runs them from there)"),
        ("App/Composition/Features.swift", "// new-feature: features", f"Feature(commands: {name}Command.self, web: {name}Routes.self, dashboard: .noSection),",
         "the composition's one list of features: the root command gains the group, the web its routes"),
        ("App/CommandLine/CommandLineComposition.swift", "// new-feature: imports", f"public import {name}",
         "the command-line face's container"),
        ("App/CommandLine/CommandLineComposition.swift", "// new-feature: dependencies", f"& {name}Dependencies",
         "offers the feature's dependencies"),
        ("App/Web/WebContainer.swift", "// new-feature: imports", f"public import {name}",
         "the web face's container"),
        ("App/Web/WebContainer.swift", "// new-feature: web dependencies", f"& {name}Dependencies",
         "offers them too"),
        ("README.md", "<!-- new-feature: features -->",
         f"| [{name}](Packages/{name}/README.md) | a new feature (say what it does) | `rushday {command_name(name)}` |",
         "the front door's table of features links to the package's README"),
    ]


def command_name(name):
    """The command group's name, as Scripts/new-feature makes it: GuestLists -> guest-lists."""
    return re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", name).lower()


class Refusal(Exception):
    pass


def read(root, path):
    try:
        with open(f"{root}/{path}", encoding="utf-8") as file:
            return file.read()
    except OSError as error:
        raise Refusal(f"{path}: cannot read it ({error.strerror}); is this a RushDay checkout?")


def insert_above_marker(text, path, marker, line):
    lines = text.split("\n")
    found = [index for index, text_line in enumerate(lines) if text_line.strip().startswith(marker)]
    if len(found) != 1:
        raise Refusal(f"{path}: expected the marker '{marker}' exactly once, found it {len(found)} times")
    if any(text_line.strip() == line for text_line in lines):
        raise Refusal(f"{path}: already holds '{line}'")
    index = found[0]
    indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
    return "\n".join(lines[:index] + [indent + line] + lines[index:])


def add_archlint_package(text, name):
    """`"Packages/NAME": "features"` below the last feature, in the file's own layout."""
    path, key = ".archlint.json", f"Packages/{name}"
    try:
        rules = json.loads(text)
    except json.JSONDecodeError as error:
        raise Refusal(f"{path}: is not valid JSON ({error})")
    packages = rules.get("packages")
    if not isinstance(packages, dict):
        raise Refusal(f'{path}: has no "packages" object')
    if key in packages:
        raise Refusal(f'{path}: already assigns "{key}"')
    if "features" not in rules.get("groups", {}):
        raise Refusal(f'{path}: has no "features" group')
    lines = text.split("\n")
    feature_line = re.compile(r'^(\s*)"Packages/[^"]+"\s*:\s*"features"\s*(,?)\s*$')
    last = max((index for index, line in enumerate(lines) if feature_line.match(line)), default=None)
    if last is None:
        raise Refusal(f'{path}: no package is in the "features" group yet; add the line by hand (README, "Adding a feature")')
    indent, comma = feature_line.match(lines[last]).groups()
    if not comma:
        lines[last] = lines[last].rstrip() + ","
    lines.insert(last + 1, f'{indent}"{key}": "features"{comma}')
    edited = "\n".join(lines)
    expected = dict(rules, packages=dict(packages, **{key: "features"}))
    try:
        if json.loads(edited) != expected:
            raise Refusal(f"{path}: the edit would change more than the one key; add it by hand")
    except json.JSONDecodeError:
        raise Refusal(f"{path}: the edit would break the JSON; add the line by hand")
    return edited


def edited_files(root, name):
    """{path: (new text, [why])}, or a Refusal before anything is written."""
    files = {}
    for path, marker, line, why in marker_edits(name):
        text, reasons = files.get(path, (read(root, path), []))
        files[path] = (insert_above_marker(text, path, marker, line), reasons + [why])
    files[".archlint.json"] = (add_archlint_package(read(root, ".archlint.json"), name),
                               ['the lint puts the package in the "features" group'])
    return files


def main(arguments):
    if len(arguments) != 3 or arguments[0] not in ("check", "apply"):
        print("usage: new-feature-edits.py check|apply ROOT NAME", file=sys.stderr)
        return 2
    command, root, name = arguments
    try:
        files = edited_files(root, name)
    except Refusal as refusal:
        print(f"new-feature: {refusal}", file=sys.stderr)
        return 1
    if command == "apply":
        for path, (text, reasons) in files.items():
            with open(f"{root}/{path}", "w", encoding="utf-8") as file:
                file.write(text)
            print(f"  {path:<40} {'; '.join(reasons)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
