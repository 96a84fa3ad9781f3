#!/usr/bin/env python3
"""The door's QR decoder (App/Web/Assets/qr.js, the very file the binary embeds and serves as
/assets/qr.js), judged in node against codes drawn by a real encoder (segno) in camera-like
pictures (qr_pictures.py, fake_camera.py): tickets at version 6-M and 5-L, numeric, byte and
UTF-8 texts, every level, versions 1 to 10, damaged, turned, mirrored, tilted, blurred, unevenly
lit, at two sizes, a fake camera's video, and pictures with no code, which must read as nothing.
One line per check, `✔ check ...` or `✘ check ...` with the reason below it, then the decode
times measured (reported, never judged) and `N passed, N failed`; exits 1 if any failed.

    python3 Tests/Browser/qr_decoder_test.py
"""

import json
import os
import random
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ beside the tests

import segno
from PIL import Image, ImageDraw

from check_result import CheckResult
from fake_camera import luma_frames, make_y4m
from qr_pictures import HEIGHT, WIDTH, frame, modules, ticket_code, uneven_background, write_pgm

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "App", "Web", "Assets", "qr.js")

# Reads grey PGM files named on the command line, decodes each as canvas ImageData (RGBA) and
# prints one JSON line per file: its text (or null) and the decode's milliseconds.
RUNNER = r"""
"use strict";
const fs = require("fs");
require(process.argv[2]);
for (const file of process.argv.slice(3)) {
  const bytes = fs.readFileSync(file);
  const header = bytes.toString("latin1", 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  const width = Number(header[1]), height = Number(header[2]);
  const grey = bytes.subarray(header[0].length);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[4 * i] = data[4 * i + 1] = data[4 * i + 2] = grey[i];
    data[4 * i + 3] = 255;
  }
  const started = process.hrtime.bigint();
  const text = RushDayQR.decode({ width, height, data });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(JSON.stringify({ file, text, ms }));
}
"""


def make(text, level="m", version=None):
    """A QR code by segno, never Micro QR, at exactly the level asked."""
    return segno.make(text, error=level, version=version, micro=False, boost_error=False)


def smudged(qr, spots, seed=3):
    """The code with `spots` 2x2 patches of its data area flipped, far from its finders."""
    rows = modules(qr)
    size = len(rows)
    chosen = random.Random(seed)
    for _ in range(spots):
        x, y = chosen.randrange(10, size - 10), chosen.randrange(10, size - 10)
        for dy in range(2):
            for dx in range(2):
                rows[y + dy][x + dx] = not rows[y + dy][x + dx]
    return rows


def scrambled(qr, share, seed=5):
    """The code with `share` of its modules outside the finders set at random: past repair."""
    rows = modules(qr)
    size = len(rows)
    chosen = random.Random(seed)
    for y in range(size):
        for x in range(size):
            in_finder = (x < 8 or x >= size - 8) and y < 8 or x < 8 and y >= size - 8
            if not in_finder and chosen.random() < share:
                rows[y][x] = chosen.random() < 0.5
    return rows


def texts_by_version():
    """Texts of every mode that segno puts in versions 1 to 10."""
    return [
        ("numeric", "1", "31415926535897932", "h"),
        ("byte", "2", "rd.example/e/7?k=1", "q"),
        ("alphanumeric", "3", "RT1:" + "HELLO DOOR " * 4, "m"),
        ("UTF-8", "4", "Grüße aus Köln, 東京でまた会いましょう 🎉 — à bientôt", "l"),
        ("byte", "7", "The door admits each ticket once; " * 3, "m"),
        ("numeric", "8", "9" * 250, "q"),
        ("byte", "9", "x" * 80, "h"),
        ("alphanumeric", "10", "ABC123$%*+-./: " * 20, "m"),
    ]


def no_code_pictures():
    """Pictures a camera may see with no code in them."""
    plain = Image.new("L", (WIDTH, HEIGHT), 190)
    checks = Image.new("L", (WIDTH, HEIGHT), 230)
    draw = ImageDraw.Draw(checks)
    for y in range(0, HEIGHT, 20):
        for x in range(0, WIDTH, 20):
            if (x + y) // 20 % 2:
                draw.rectangle([x, y, x + 19, y + 19], fill=30)
    chosen = random.Random(9)
    noise = Image.frombytes("L", (WIDTH, HEIGHT), chosen.randbytes(WIDTH * HEIGHT))
    blocks = Image.new("L", (WIDTH, HEIGHT), 220)
    draw = ImageDraw.Draw(blocks)
    for _ in range(400):  # print-like dashes and blobs
        x, y = chosen.randrange(WIDTH), chosen.randrange(HEIGHT)
        draw.rectangle([x, y, x + chosen.randrange(3, 40), y + chosen.randrange(3, 12)], fill=chosen.randrange(0, 90))
    return [
        ("a plain grey wall", plain),
        ("uneven light on nothing", uneven_background(0.3)),
        ("a chessboard", checks),
        ("random noise", noise),
        ("print-like dashes", blocks),
        ("finders around random modules", frame(scrambled(make(ticket_code(), "m", 6), 1.0), height=0.6)),
        ("a code scrambled past repair (40% of modules random)", frame(scrambled(make(ticket_code(), "m", 6), 0.4), height=0.6)),
    ]


def reads(text, *pictures):
    """Pictures that must each read as `text` (None: as nothing)."""
    return [(picture, text) for picture in pictures]


def cases():
    """(check name, [(picture, expected text or None)]) in the order they are reported."""
    ticket, real_ticket = ticket_code(150), ticket_code(149, seed=2)
    v6m, v5l = make(ticket, "m", 6), make(ticket, "l", 5)
    found = [
        ("a ticket code (RT1: + 150) at version 6-M", reads(ticket, frame(v6m))),
        ("a ticket code (RT1: + 150) at version 5-L", reads(ticket, frame(v5l))),
        ("a real ticket's length (153 characters) at 6-M and 5-L",
         reads(real_ticket, frame(make(real_ticket, "m", 6)), frame(make(real_ticket, "l", 5)))),
    ]
    for level in "lmqh":
        text = "Level check " + level.upper() + ": admit one"
        found.append((f"level {level.upper()} (byte)", reads(text, frame(make(text, level), height=0.45))))
    for mode, version, text, level in texts_by_version():
        qr = make(text, level, int(version))
        found.append((f"version {version}-{level.upper()}, {mode}", reads(text, frame(qr, height=0.7, blur=0.6))))
    latin = "café crème, Ørsted"
    found += [
        ("ISO 8859-1 byte text (segno's default for it)", reads(latin, frame(make(latin)))),
        ("a ticket with 6 smudges, repaired by Reed-Solomon", reads(ticket, frame(smudged(v6m, 6)))),
        ("a 5-L ticket with 3 smudges, repaired by Reed-Solomon", reads(ticket, frame(smudged(v5l, 3, seed=4)))),
        ("a ticket turned 90, 180 and 270 degrees", reads(ticket, *(frame(v6m, rotate=angle) for angle in (90, 180, 270)))),
        ("a ticket mirrored", reads(ticket, frame(v6m, mirror=True))),
        ("a ticket turned 20 degrees and leaning away 20 degrees",
         reads(ticket, frame(v6m, turn=20, tilt=20), frame(v6m, turn=-20, tilt=20, rotate=180))),
        ("versions 1-L and 1-H leaning away 18 degrees (no alignment pattern: the finders give the perspective)",
         reads("RushDay door", frame(make("RushDay door", "l", 1), height=0.6, turn=12, tilt=18))
         + reads("RD", frame(make("RD", "h", 1), height=0.5, turn=-15, tilt=18, rotate=90))),
        ("versions 8-Q and 10-H turned 15 and leaning away 18 degrees",
         reads("8Q" * 40, frame(make("8Q" * 40, "q", 8), height=0.75, turn=15, tilt=18))
         + reads("10H" * 40, frame(make("10H" * 40, "h", 10), height=0.8, turn=-15, tilt=18, rotate=270))),
        ("a blurred ticket (Gaussian radius 1.5)", reads(ticket, frame(v6m, height=0.6, blur=1.5))),
        ("a ticket in light falling from 100% to 30% across the frame", reads(ticket, frame(v6m, darkest=0.3, seed=2))),
        ("a small ticket (30% of the height), tilted", reads(ticket, frame(v6m, height=0.3, turn=10, tilt=10, blur=0.5))),
        ("a large ticket (80% of the height), tilted", reads(ticket, frame(v6m, height=0.8, turn=10, tilt=15))),
        ("a small 5-L ticket (30% of the height), tilted", reads(ticket, frame(v5l, height=0.3, turn=-12, tilt=12, blur=0.5))),
        ("a code off the centre", reads(ticket, frame(v6m, height=0.4, shift=(-150, 80), turn=5))),
    ]
    nothing = [(f"no code in {name}: nothing read", reads(None, picture)) for name, picture in no_code_pictures()]
    return found + nothing


def fake_camera_cases(folder):
    """The fake camera's frames (their luma planes) at two sizes."""
    ticket = ticket_code(150, seed=7)
    result = []
    for size in (0.4, 0.7):
        path = os.path.join(folder, f"ticket-{size}.y4m")
        make_y4m(ticket, path, size=size, tilt_degrees=15, blur=1.0)
        width, height, frames = luma_frames(path)
        pictures = [Image.frombytes("L", (width, height), plane) for plane in frames]
        result.append((f"every frame of the fake camera's y4m at {int(size * 100)}% of the height", reads(ticket, *pictures)))
    return result


def decode_all(folder, pictures):
    """Runs node once over every picture; returns {path: (text, ms)}."""
    runner = os.path.join(folder, "runner.js")
    with open(runner, "w", encoding="utf-8") as file:
        file.write(RUNNER)
    paths = []
    for index, picture in enumerate(pictures):
        paths.append(os.path.join(folder, f"{index:03}.pgm"))
        write_pgm(picture, paths[-1])
    run = subprocess.run(["node", runner, SCRIPT, *paths], capture_output=True, text=True, encoding="utf-8")
    if run.returncode != 0:
        raise RuntimeError(f"node exited {run.returncode}:\n{run.stderr}")
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    return paths, {answer["file"]: (answer["text"], answer["ms"]) for answer in answers}


def judge(result, name, answers):
    """answers: (expected, read) per picture."""
    wrong = [(index, expected, text) for index, (expected, text) in enumerate(answers) if text != expected]
    if not wrong:
        result.pass_line(name)
    else:
        result.fail_line(name, "\n".join(f"picture {index}: expected {expected!r}, read {text!r}"
                                         for index, expected, text in wrong[:3]))


def main():
    sys.stdout.reconfigure(encoding="utf-8")
    result = CheckResult()
    with tempfile.TemporaryDirectory(prefix="qr-decoder-") as folder:
        try:
            checks = cases() + fake_camera_cases(folder)
            paths, answers = decode_all(folder, [picture for _, pairs in checks for picture, _ in pairs])
        except Exception as error:
            result.fail_line("the decoder runs in node over the test pictures", error)
            print(f"{result.passed} passed, {result.failed} failed")
            return 1
        next_path = iter(paths)
        times = []
        for name, pairs in checks:
            read = [(expected, answers.get(next(next_path), ("(no answer from node)", 0))) for _, expected in pairs]
            times += [ms for _, (_, ms) in read]
            judge(result, name, [(expected, text) for expected, (text, _) in read])
    rest = sorted(times[1:])
    print(f"decode time per 640x480 frame in node: the first {times[0]:.1f} ms (node compiling), then median "
          f"{rest[len(rest) // 2]:.1f} ms, slowest {rest[-1]:.1f} ms, over {len(rest)} frames")
    print(f"{result.passed} passed, {result.failed} failed")
    return 1 if result.failed else 0


if __name__ == "__main__":
    sys.exit(main())
