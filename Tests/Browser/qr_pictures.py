"""Camera-like pictures of QR codes, for the door's decoder tests and the fake camera: a code
drawn by segno (a real encoder, not ours), placed on a 640x480 frame of uneven light grey,
turned, tilted in perspective, blurred and lightly noisy, with Pillow.

    picture = frame(segno.make(text, micro=False), height=0.5, turn=12, tilt=15, blur=1.0)
"""

import math
import random

from PIL import Image, ImageChops, ImageFilter

WIDTH, HEIGHT = 640, 480
DARK, LIGHT = 25, 235
QUIET = 4  # modules of light border around the symbol, as the standard asks


def ticket_code(length=150, seed=1):
    """`RT1:` and `length` characters of the QR alphanumeric set, like the Base45 of a ticket."""
    alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
    chosen = random.Random(seed)
    body = "".join(chosen.choice(alphabet) for _ in range(length - 1))
    return "RT1:" + body + chosen.choice(alphabet.replace(" ", ""))  # never ends in a space


def modules(qr):
    """The symbol as rows of booleans (True is dark), without its quiet zone."""
    return [[bool(cell) for cell in row] for row in qr.matrix]


def symbol_image(rows):
    """One pixel a module, with the quiet zone; scaled up later by the frame's transform."""
    size = len(rows) + 2 * QUIET
    image = Image.new("L", (size, size), LIGHT)
    image.putdata([DARK if QUIET <= y < size - QUIET and QUIET <= x < size - QUIET
                   and rows[y - QUIET][x - QUIET] else LIGHT
                   for y in range(size) for x in range(size)])
    return image


def solve(rows):
    """Gaussian elimination of an n x (n+1) augmented matrix."""
    n = len(rows)
    for column in range(n):
        pivot = max(range(column, n), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(n):
            if row != column:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column])]
    return [rows[index][n] / rows[index][index] for index in range(n)]


def perspective_coefficients(frame_corners, symbol_corners):
    """Pillow's PERSPECTIVE data: the map from frame points back to symbol points."""
    rows = []
    for (x, y), (u, v) in zip(frame_corners, symbol_corners):
        rows.append([x, y, 1, 0, 0, 0, -x * u, -y * u, u])
        rows.append([0, 0, 0, x, y, 1, -x * v, -y * v, v])
    return solve(rows)


def placed_corners(height, turn, tilt, shift):
    """Where the code's corners (with quiet zone) land: a square `height` of the frame's height,
    turned by `turn` degrees in the picture, its top edge leaning away by `tilt` degrees (the
    far edge looks shorter), centred at the frame's centre plus `shift` pixels."""
    side = height * HEIGHT
    lean = math.sin(math.radians(tilt)) * 0.35
    square = [(-0.5 * (1 - lean), -0.5), (0.5 * (1 - lean), -0.5), (0.5 * (1 + lean), 0.5), (-0.5 * (1 + lean), 0.5)]
    cos, sin = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    cx, cy = WIDTH / 2 + shift[0], HEIGHT / 2 + shift[1]
    return [(cx + side * (x * cos - y * sin), cy + side * (x * sin + y * cos)) for x, y in square]


def uneven_background(darkest=0.55, seed=0):
    """Light that falls off across the frame from one side, as from a lamp, times a grey card."""
    ramp = Image.linear_gradient("L").rotate(random.Random(seed).choice([30, 120, 210, 300]), Image.Resampling.BILINEAR)
    ramp = ramp.crop((40, 40, 216, 216))  # the middle, which the turn left whole
    return ramp.resize((WIDTH, HEIGHT)).point(lambda v: int(255 * (darkest + (1 - darkest) * v / 255)))


def frame(qr_or_rows, height=0.5, turn=0.0, tilt=0.0, blur=0.8, shift=(0, 0), darkest=0.6,
          noise=6.0, seed=0, rotate=0, mirror=False):
    """A grey 640x480 picture of the code. `rotate` (0, 90, 180, 270) turns the symbol itself
    first; `mirror` flips it left to right (a code seen through glass)."""
    rows = qr_or_rows if isinstance(qr_or_rows, list) else modules(qr_or_rows)
    symbol = symbol_image(rows)
    if rotate:
        symbol = symbol.rotate(rotate)
    if mirror:
        symbol = symbol.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    size = symbol.width
    corners = placed_corners(height, turn, tilt, shift)
    data = perspective_coefficients(corners, [(0, 0), (size, 0), (size, size), (0, size)])
    drawn = symbol.transform((WIDTH, HEIGHT), Image.Transform.PERSPECTIVE, data, Image.Resampling.BILINEAR, fillcolor=0)
    inside = Image.new("L", symbol.size, 255).transform(
        (WIDTH, HEIGHT), Image.Transform.PERSPECTIVE, data, Image.Resampling.BILINEAR, fillcolor=0)
    picture = Image.composite(drawn, Image.new("L", (WIDTH, HEIGHT), 200), inside)
    picture = ImageChops.multiply(picture, uneven_background(darkest, seed))
    if blur:
        picture = picture.filter(ImageFilter.GaussianBlur(blur))
    if noise:
        grain = Image.frombytes("L", (WIDTH, HEIGHT), random.Random(seed).randbytes(WIDTH * HEIGHT))
        picture = ImageChops.add(picture, grain.point(lambda v: 128 + round((v - 128) * noise / 128)), 1.0, -128)
    return picture


def write_pgm(picture, path):
    """Binary PGM (P5): the simplest grey file for the node side to read."""
    with open(path, "wb") as file:
        file.write(b"P5\n%d %d\n255\n" % picture.size + picture.tobytes())
