#!/usr/bin/env python3
"""A video of a ticket held up to a camera, for Chromium's fake camera
(`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE.y4m`): a YUV4MPEG2
file (4:2:0, 640x480, 30 frames a second) of a QR code drawn by segno on uneven light grey,
turned, tilted in perspective, slightly blurred, and swaying a little from frame to frame as a
hand would. Chromium loops the file.

    python3 Tests/Browser/fake_camera.py "RT1:..." ticket.y4m [--size 0.5] [--tilt 15] [--blur 1]
"""

import argparse
import math
import sys

import segno

from qr_pictures import HEIGHT, WIDTH, frame

HEADER = b"YUV4MPEG2 W%d H%d F30:1 Ip A1:1 C420jpeg\n" % (WIDTH, HEIGHT)


def symbol(text):
    """A ticket code as the door sees it from Packages/QRCode (version 6, level M); any other
    text at level M in the smallest version that holds it, never Micro QR."""
    if text.startswith("RT1:"):
        return segno.make(text, error="m", version=6, micro=False, boost_error=False)
    return segno.make(text, error="m", micro=False, boost_error=False)


def make_y4m(text, path, size=0.5, tilt_degrees=15.0, blur=1.0, frames=30):
    """Writes the video: `size` is the code's share of the frame's height (quiet zone included),
    `tilt_degrees` both its turn in the picture and its lean away from the camera."""
    qr = symbol(text)
    chroma = bytes([128]) * ((WIDTH // 2) * (HEIGHT // 2))  # grey: no colour
    with open(path, "wb") as file:
        file.write(HEADER)
        for index in range(frames):
            sway = math.sin(index * 2 * math.pi / frames)
            picture = frame(qr, height=size, turn=tilt_degrees + 2 * sway, tilt=tilt_degrees,
                            blur=blur, shift=(6 * sway, 3 * sway), seed=index)
            file.write(b"FRAME\n" + picture.tobytes() + chroma + chroma)


def luma_frames(path):
    """Each frame's luma plane (a grey picture's bytes), with the video's width and height."""
    with open(path, "rb") as file:
        header = file.readline().split()
        if header[0] != b"YUV4MPEG2":
            raise ValueError(f"{path} is not a YUV4MPEG2 file")
        fields = {field[:1]: field[1:] for field in header[1:]}
        width, height = int(fields[b"W"]), int(fields[b"H"])
        chroma = 2 * ((width + 1) // 2) * ((height + 1) // 2)
        frames = []
        while file.readline().startswith(b"FRAME"):
            frames.append(file.read(width * height))
            file.read(chroma)
        return width, height, frames


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("text", help="what the QR code holds (a ticket code: version 6, level M)")
    parser.add_argument("path", help="the .y4m file to write")
    parser.add_argument("--size", type=float, default=0.5, help="share of the frame's height, 0.3 to 0.8")
    parser.add_argument("--tilt", type=float, default=15.0, help="turn and lean in degrees")
    parser.add_argument("--blur", type=float, default=1.0, help="Gaussian blur radius in pixels")
    parser.add_argument("--frames", type=int, default=30)
    arguments = parser.parse_args()
    make_y4m(arguments.text, arguments.path, size=arguments.size, tilt_degrees=arguments.tilt,
             blur=arguments.blur, frames=arguments.frames)
    return 0


if __name__ == "__main__":
    sys.exit(main())
