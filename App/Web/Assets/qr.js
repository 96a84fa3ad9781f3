// The door page's QR code reader, /assets/qr.js: a decoder of our own, because
// `BarcodeDetector` is missing from desktop Linux Chromium and iOS Safari and the door must read
// tickets offline. It defines one global, `RushDayQR`, whose `decode(imageData)` takes a canvas
// `ImageData` (RGBA) and returns the code's text, or `null` when it finds no code it can read
// with every check passed (format, version, Reed-Solomon), so a wrong text never comes out.
// Versions 1 to 40 (alignment from the bottom-right pattern only, so best up to version 10), all
// four levels, numeric, alphanumeric and byte segments (UTF-8, else ISO 8859-1).
// Tests/Browser/qr_decoder_test.py runs it in node against codes drawn by segno.
"use strict";
(function (root) {
  // ---- Tables of the standard (ISO/IEC 18004). The script computes none of them: they are
  // Packages/QRCode's, and Tests/QRDecoderTablesTests fails when they differ.

  // BEGIN the standard's tables, as Packages/QRCode's encoder has them.
  // Written by Tests/QRDecoderTablesTests from the encoder's tables; change them there, not here.

  // Error-correction codewords per block, by level, indexed by version - 1.
  const EC_CODEWORDS_PER_BLOCK = {
    L: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30,
        30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    M: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
    Q: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30,
        30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    H: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  };
  // Error-correction blocks, by level, indexed by version - 1.
  const BLOCK_COUNTS = {
    L: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14,
        15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
    M: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23,
        25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
    Q: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34,
        34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
    H: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35,
        37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
  };
  // The level the format information's two bits name (M, L, H, Q = 0...3).
  const LEVEL_BY_FORMAT_BITS = ["M", "L", "H", "Q"];
  // Alphanumeric mode's characters, in their code order.
  const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
  // Alignment pattern centres (rows and columns alike), indexed by version - 1.
  const ALIGNMENT_CENTRES = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38],
    [6, 24, 42], [6, 26, 46], [6, 28, 50], [6, 30, 54], [6, 32, 58], [6, 34, 62], [6, 26, 46, 66],
    [6, 26, 48, 70], [6, 26, 50, 74], [6, 30, 54, 78], [6, 30, 56, 82], [6, 30, 58, 86],
    [6, 34, 62, 90], [6, 28, 50, 72, 94], [6, 26, 50, 74, 98], [6, 30, 54, 78, 102],
    [6, 28, 54, 80, 106], [6, 32, 58, 84, 110], [6, 30, 58, 86, 114], [6, 34, 62, 90, 118],
    [6, 26, 50, 74, 98, 122], [6, 30, 54, 78, 102, 126], [6, 26, 52, 78, 104, 130],
    [6, 30, 56, 82, 108, 134], [6, 34, 60, 86, 112, 138], [6, 30, 58, 86, 114, 142],
    [6, 34, 62, 90, 118, 146], [6, 30, 54, 78, 102, 126, 150], [6, 24, 50, 76, 102, 128, 154],
    [6, 28, 54, 80, 106, 132, 158], [6, 32, 58, 84, 110, 136, 162], [6, 26, 54, 82, 110, 138, 166],
    [6, 30, 58, 86, 114, 142, 170]];
  // The 32 valid 15-bit format words, indexed by level bits << 3 | mask: BCH(15,5), XOR-ed
  // with 101010000010010.
  const FORMAT_WORDS = [21522, 20773, 24188, 23371, 17913, 16590, 20375, 19104, 30660, 29427, 32170,
    30877, 26159, 25368, 27713, 26998, 5769, 5054, 7399, 6608, 1890, 597, 3340, 2107, 13663, 12392,
    16177, 14854, 9396, 8579, 11994, 11245];
  // The valid 18-bit version words, BCH(18,6), indexed by version (-1 below 7: none there).
  const VERSION_WORDS = [-1, -1, -1, -1, -1, -1, -1, 31892, 34236, 39577, 42195, 48118, 51042,
    55367, 58893, 63784, 68472, 70749, 76311, 79154, 84390, 87683, 92361, 96236, 102084, 102881,
    110507, 110734, 117786, 119615, 126325, 127568, 133589, 136944, 141498, 145311, 150283, 152622,
    158308, 161089, 167017];
  // GF(256) modulo x^8 + x^4 + x^3 + x^2 + 1: α^0 ... α^254, α = 2.
  const GF_EXP = [1, 2, 4, 8, 16, 32, 64, 128, 29, 58, 116, 232, 205, 135, 19, 38, 76, 152, 45, 90,
    180, 117, 234, 201, 143, 3, 6, 12, 24, 48, 96, 192, 157, 39, 78, 156, 37, 74, 148, 53, 106, 212,
    181, 119, 238, 193, 159, 35, 70, 140, 5, 10, 20, 40, 80, 160, 93, 186, 105, 210, 185, 111, 222,
    161, 95, 190, 97, 194, 153, 47, 94, 188, 101, 202, 137, 15, 30, 60, 120, 240, 253, 231, 211,
    187, 107, 214, 177, 127, 254, 225, 223, 163, 91, 182, 113, 226, 217, 175, 67, 134, 17, 34, 68,
    136, 13, 26, 52, 104, 208, 189, 103, 206, 129, 31, 62, 124, 248, 237, 199, 147, 59, 118, 236,
    197, 151, 51, 102, 204, 133, 23, 46, 92, 184, 109, 218, 169, 79, 158, 33, 66, 132, 21, 42, 84,
    168, 77, 154, 41, 82, 164, 85, 170, 73, 146, 57, 114, 228, 213, 183, 115, 230, 209, 191, 99,
    198, 145, 63, 126, 252, 229, 215, 179, 123, 246, 241, 255, 227, 219, 171, 75, 150, 49, 98, 196,
    149, 55, 110, 220, 165, 87, 174, 65, 130, 25, 50, 100, 200, 141, 7, 14, 28, 56, 112, 224, 221,
    167, 83, 166, 81, 162, 89, 178, 121, 242, 249, 239, 195, 155, 43, 86, 172, 69, 138, 9, 18, 36,
    72, 144, 61, 122, 244, 245, 247, 243, 251, 235, 203, 139, 11, 22, 44, 88, 176, 125, 250, 233,
    207, 131, 27, 54, 108, 216, 173, 71, 142];
  // Character count bits by mode indicator (numeric, alphanumeric, byte), indexed by version - 1.
  const CHARACTER_COUNT_BITS = {
    1: [10, 10, 10, 10, 10, 10, 10, 10, 10, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
        12, 12, 12, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14],
    2: [9, 9, 9, 9, 9, 9, 9, 9, 9, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11,
        11, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13],
    4: [8, 8, 8, 8, 8, 8, 8, 8, 8, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16],
  };
  // The eight data masks as 12 x 12 tiles repeated across the symbol, a number a row:
  // bit x is set where the mask inverts column x.
  const MASK_TILES = [[1365, 2730, 1365, 2730, 1365, 2730, 1365, 2730, 1365, 2730, 1365, 2730],
    [4095, 0, 4095, 0, 4095, 0, 4095, 0, 4095, 0, 4095, 0],
    [585, 585, 585, 585, 585, 585, 585, 585, 585, 585, 585, 585],
    [585, 2340, 1170, 585, 2340, 1170, 585, 2340, 1170, 585, 2340, 1170],
    [455, 455, 3640, 3640, 455, 455, 3640, 3640, 455, 455, 3640, 3640],
    [4095, 65, 585, 1365, 585, 65, 4095, 65, 585, 1365, 585, 65],
    [4095, 455, 1755, 1365, 2925, 3185, 4095, 455, 1755, 1365, 2925, 3185],
    [1365, 3640, 3185, 2730, 455, 910, 1365, 3640, 3185, 2730, 455, 910]];
  // END the standard's tables.

  function symbolSize(version) { return version * 4 + 17; }

  function bitCount(value) {
    let count = 0;
    for (; value; value &= value - 1) count++;
    return count;
  }

  // The index of the nearest valid word, or -1 when none is within 3 bits (both codes have
  // a minimum distance of 7 or 8, so 3 flipped bits are always corrected, never confused).
  function nearestWord(words, read) {
    let best = -1, bestDistance = 4;
    words.forEach((word, index) => {
      if (word < 0) return;
      const distance = bitCount(word ^ read);
      if (distance < bestDistance) { best = index; bestDistance = distance; }
    });
    return best;
  }

  // ---- Image to dark/light modules.

  // Luma (BT.601), the eye's brightness, which is what a printed code's contrast is made for.
  function toGrey(imageData) {
    const { width, height, data } = imageData;
    const grey = new Uint8Array(width * height);
    for (let pixel = 0, offset = 0; pixel < grey.length; pixel++, offset += 4) {
      grey[pixel] = (data[offset] * 77 + data[offset + 1] * 150 + data[offset + 2] * 29) >> 8;
    }
    return grey;
  }

  // A threshold per small block, halfway between the darkest and the lightest grey of the
  // blocks around it: light that changes across the frame moves the threshold with it, and
  // a blurred module that is only a little lighter than its dark neighbours still reads
  // light. Only blocks with an edge in them count; where none is near (an empty wall, a
  // shadow) everything reads light, so no dark noise comes out of flat grey.
  function binarise(grey, width, height) {
    const block = Math.max(8, Math.floor(Math.min(width, height) / 60));
    const columns = Math.ceil(width / block), rows = Math.ceil(height / block);
    const lows = new Uint8Array(columns * rows), highs = new Uint8Array(columns * rows);
    for (let by = 0; by < rows; by++) {
      for (let bx = 0; bx < columns; bx++) {
        let min = 255, max = 0;
        const yEnd = Math.min(height, (by + 1) * block), xEnd = Math.min(width, (bx + 1) * block);
        for (let y = by * block; y < yEnd; y++) {
          for (let x = bx * block, index = y * width + x; x < xEnd; x++, index++) {
            const value = grey[index];
            if (value < min) min = value;
            if (value > max) max = value;
          }
        }
        lows[by * columns + bx] = min;
        highs[by * columns + bx] = max;
      }
    }
    const dark = new Uint8Array(width * height), thresholds = new Float32Array(columns * rows);
    for (let by = 0; by < rows; by++) {
      for (let bx = 0; bx < columns; bx++) {
        let low = 255, high = 0;
        for (let ny = Math.max(0, by - 2); ny <= Math.min(rows - 1, by + 2); ny++) {
          for (let nx = Math.max(0, bx - 2); nx <= Math.min(columns - 1, bx + 2); nx++) {
            const index = ny * columns + nx;
            if (highs[index] - lows[index] <= 24) continue;
            if (lows[index] < low) low = lows[index];
            if (highs[index] > high) high = highs[index];
          }
        }
        if (high === 0) continue;
        const threshold = (low + high) / 2;
        thresholds[by * columns + bx] = threshold;
        const yEnd = Math.min(height, (by + 1) * block), xEnd = Math.min(width, (bx + 1) * block);
        for (let y = by * block; y < yEnd; y++) {
          for (let x = bx * block, index = y * width + x; x < xEnd; x++, index++) {
            dark[index] = grey[index] < threshold ? 1 : 0;
          }
        }
      }
    }
    return { dark, grey, width, height, block, columns, thresholds };
  }

  function isDark(image, x, y) {
    const px = Math.floor(x), py = Math.floor(y);
    if (px < 0 || py < 0 || px >= image.width || py >= image.height) return false;
    return image.dark[py * image.width + px] === 1;
  }

  function greyAt(image, x, y) {
    return image.grey[Math.floor(y) * image.width + Math.floor(x)];
  }

  function thresholdAt(image, x, y) {
    return image.thresholds[Math.floor(y / image.block) * image.columns + Math.floor(x / image.block)];
  }

  // Where the colour changes for the `nth` time walking from (x, y) along (dx, dy), to a
  // fraction of a pixel: between the last two samples, where the grey crosses the
  // threshold. Centres and sizes of small codes need that precision: a pixel is a third
  // of a module. null when the walk leaves the image or goes past `limit` steps.
  function nthEdge(image, x, y, dx, dy, nth, limit) {
    let changes = 0, wasDark = isDark(image, x, y);
    for (let step = 1; step <= limit; step++) {
      const qx = x + dx * step, qy = y + dy * step;
      if (qx < 0 || qy < 0 || qx >= image.width || qy >= image.height) return null;
      const dark = isDark(image, qx, qy);
      if (dark === wasDark) continue;
      if (++changes === nth) {
        const before = greyAt(image, qx - dx, qy - dy), after = greyAt(image, qx, qy);
        const crossing = before === after ? 0.5 : (thresholdAt(image, qx, qy) - before) / (after - before);
        const fraction = Math.min(1, Math.max(0, crossing));
        return { x: qx - dx + fraction * dx, y: qy - dy + fraction * dy };
      }
      wasDark = dark;
    }
    return null;
  }

  // The middle between the `nth` edges on either side of (x, y) along (dx, dy), and their
  // distance; null if either is missing.
  function spanThrough(image, x, y, dx, dy, nth, limit) {
    const ahead = nthEdge(image, x, y, dx, dy, nth, limit), behind = nthEdge(image, x, y, -dx, -dy, nth, limit);
    if (!ahead || !behind) return null;
    return { x: (ahead.x + behind.x) / 2, y: (ahead.y + behind.y) / 2, length: Math.hypot(ahead.x - behind.x, ahead.y - behind.y) };
  }

  // ---- Finder patterns: dark, light, dark (3), light, dark, in ratios 1:1:3:1:1 on any line
  // through the centre, whatever the rotation.

  function looksLikeFinder(runs) {
    const total = runs[0] + runs[1] + runs[2] + runs[3] + runs[4];
    if (total < 14) return false; // under 2 pixels a module: noise, and no code reads there
    // Loose on the one-module runs (blur thins a small finder's light ring to a pixel),
    // tighter on the middle, which tells a finder from an alignment pattern (1:1:1:1:1).
    const module = total / 7, slack = module * 0.75;
    return Math.abs(runs[0] - module) < slack && Math.abs(runs[1] - module) < slack &&
      Math.abs(runs[3] - module) < slack && Math.abs(runs[4] - module) < slack &&
      Math.abs(runs[2] - 3 * module) < module * 1.2;
  }

  // The five runs along a line through the pixel at (x, y), stepping (dx, dy), and the
  // middle run's centre; null unless that pixel is dark and all five runs end within
  // `limit` steps. Coordinates are continuous: pixel p spans [p, p + 1).
  function runsThrough(image, x, y, dx, dy, limit) {
    const px = Math.floor(x), py = Math.floor(y);
    if (!isDark(image, px, py)) return null;
    const forward = [0, 0, 0], backward = [0, 0, 0];
    for (const [runs, sign] of [[forward, 1], [backward, -1]]) {
      let state = 0;
      for (let step = sign === 1 ? 0 : 1; ; step++) {
        const qx = px + sign * step * dx, qy = py + sign * step * dy;
        if (qx < 0 || qy < 0 || qx >= image.width || qy >= image.height) return null;
        if (isDark(image, qx, qy) !== (state % 2 === 0) && ++state === 3) break;
        if (++runs[state] > limit) return null;
      }
    }
    const runs = [backward[2], backward[1], forward[0] + backward[0], forward[1], forward[2]];
    const offset = (forward[0] - backward[0]) / 2;
    return { runs, centreX: px + (dx ? offset : 0.5), centreY: py + (dy ? offset : 0.5) };
  }

  // A row candidate is kept when the column through it, then the row through the column's
  // centre are finder-like too; it gives the refined centre and module size. (A diagonal
  // check would refuse small blurred finders, whose corners blur shut.)
  function confirmFinder(image, x, y, total) {
    const limit = total * 1.5;
    const vertical = runsThrough(image, x, y, 0, 1, limit);
    if (!vertical || !looksLikeFinder(vertical.runs)) return null;
    const horizontal = runsThrough(image, x, vertical.centreY, 1, 0, limit);
    if (!horizontal || !looksLikeFinder(horizontal.runs)) return null;
    return refinedFinder(image, horizontal.centreX, vertical.centreY, limit * 3);
  }

  // The centre halfway between the finder's outer edges, across then down then across
  // again, to a fraction of a pixel (blur moves both outer edges alike); 7 modules apart.
  function refinedFinder(image, x, y, limit) {
    const first = spanThrough(image, x, y, 1, 0, 3, limit);
    if (!first) return null;
    const down = spanThrough(image, first.x, y, 0, 1, 3, limit);
    if (!down) return null;
    const across = spanThrough(image, first.x, down.y, 1, 0, 3, limit);
    if (!across) return null;
    return { x: across.x, y: down.y, size: (across.length + down.length) / 14, count: 1 };
  }

  // Rows are cut into runs of one colour; every five runs starting dark are a candidate.
  function findFinders(image) {
    const found = [];
    const { dark, width, height } = image;
    const starts = new Int32Array(width + 1), lengths = [0, 0, 0, 0, 0];
    for (let y = 0; y < height; y++) {
      const row = y * width;
      let count = 0;
      for (let x = 0; x < width; x++) if (x === 0 || dark[row + x] !== dark[row + x - 1]) starts[count++] = x;
      starts[count] = width;
      for (let run = dark[row] ? 0 : 1; run + 4 < count; run += 2) {
        for (let offset = 0; offset < 5; offset++) lengths[offset] = starts[run + offset + 1] - starts[run + offset];
        if (!looksLikeFinder(lengths)) continue;
        const total = starts[run + 5] - starts[run];
        const middle = (starts[run + 2] + starts[run + 3]) / 2;
        const finder = confirmFinder(image, middle, y + 0.5, total);
        if (finder) mergeFinder(found, finder);
      }
    }
    return found;
  }

  // Each row through a finder's centre finds it again: those sightings are averaged.
  function mergeFinder(found, finder) {
    for (const known of found) {
      const close = Math.hypot(known.x - finder.x, known.y - finder.y) < known.size * 2;
      const alike = Math.abs(known.size - finder.size) < Math.max(known.size, finder.size) * 0.5;
      if (close && alike) {
        const weight = known.count;
        known.x = (known.x * weight + finder.x) / (weight + 1);
        known.y = (known.y * weight + finder.y) / (weight + 1);
        known.size = (known.size * weight + finder.size) / (weight + 1);
        known.count++;
        return;
      }
    }
    found.push(finder);
  }

  // Three finders make a code's corners: two legs of about equal length at about a right
  // angle (perspective bends both), with modules of about one size. The corner at the right
  // angle is top-left; top-right is the one clockwise from it on screen. Best shapes first.
  // A real finder is seen from at least two rows (its middle is 6 pixels high or more).
  function finderTriples(finders) {
    const pool = finders.filter((finder) => finder.count >= 2)
      .sort((a, b) => b.count - a.count).slice(0, 12);
    const triples = [];
    for (let i = 0; i < pool.length; i++) {
      for (let j = i + 1; j < pool.length; j++) {
        for (let k = j + 1; k < pool.length; k++) {
          const triple = orderTriple(pool[i], pool[j], pool[k]);
          if (triple) triples.push(triple);
        }
      }
    }
    return triples.sort((a, b) => a.score - b.score).slice(0, 6);
  }

  function orderTriple(a, b, c) {
    const sizes = [a.size, b.size, c.size];
    if (Math.max(...sizes) > Math.min(...sizes) * 1.6) return null;
    const ab = Math.hypot(a.x - b.x, a.y - b.y), bc = Math.hypot(b.x - c.x, b.y - c.y);
    const ca = Math.hypot(c.x - a.x, c.y - a.y);
    let topLeft, one, two;
    if (bc >= ab && bc >= ca) [topLeft, one, two] = [a, b, c];
    else if (ca >= ab && ca >= bc) [topLeft, one, two] = [b, c, a];
    else [topLeft, one, two] = [c, a, b];
    const ux = one.x - topLeft.x, uy = one.y - topLeft.y, vx = two.x - topLeft.x, vy = two.y - topLeft.y;
    const legU = Math.hypot(ux, uy), legV = Math.hypot(vx, vy);
    const module = (a.size + b.size + c.size) / 3;
    if (Math.min(legU, legV) < module * 12) return null;
    const cosine = (ux * vx + uy * vy) / (legU * legV);
    const legRatio = Math.max(legU, legV) / Math.min(legU, legV);
    if (Math.abs(cosine) > 0.4 || legRatio > 1.6) return null;
    const clockwise = ux * vy - uy * vx > 0;
    const [topRight, bottomLeft] = clockwise ? [one, two] : [two, one];
    const score = Math.abs(cosine) + (legRatio - 1) + (Math.max(...sizes) / Math.min(...sizes) - 1);
    return { topLeft, topRight, bottomLeft, score };
  }

  // ---- From three finders to the grid's size.

  // A finder is 7 modules wide along any line through its centre. Measured along the leg to
  // another finder, from outer edge to outer edge (blur moves inner edges, not these), it
  // gives the module size at each end of the leg, free of the code's rotation (NaN where
  // an edge is out of sight).
  function moduleSizesAlong(image, a, b) {
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const dx = (b.x - a.x) / length, dy = (b.y - a.y) / length;
    return [a, b].map((finder) => {
      const span = spanThrough(image, finder.x, finder.y, dx, dy, 3, finder.size * 6);
      return span ? span.length / 7 : NaN;
    });
  }

  function moduleAlong(image, a, b) {
    const sizes = moduleSizesAlong(image, a, b).filter((size) => size > 0);
    return sizes.length ? sizes.reduce((x, y) => x + y) / sizes.length : (a.size + b.size) / 2;
  }

  // Sizes to try, nearest the measured one first: those of the versions around it.
  function candidateSizes(image, triple) {
    const { topLeft, topRight, bottomLeft } = triple;
    const across = Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y) / moduleAlong(image, topLeft, topRight);
    const down = Math.hypot(bottomLeft.x - topLeft.x, bottomLeft.y - topLeft.y) / moduleAlong(image, topLeft, bottomLeft);
    const measured = ((across + down) / 2 + 7 - 17) / 4;
    const nearest = Math.round(measured);
    return [nearest - 1, nearest, nearest + 1, nearest + 2].filter((v) => v >= 1 && v <= 40)
      .sort((a, b) => Math.abs(a - measured) - Math.abs(b - measured)).slice(0, 3).map(symbolSize);
  }

  // ---- Alignment pattern and perspective.

  // Maps grid coordinates (u, v) to the image through the finders' parallelogram.
  function affineFromFinders(triple, size) {
    const { topLeft, topRight, bottomLeft } = triple;
    const span = size - 7;
    return (u, v) => ({
      x: topLeft.x + ((u - 3.5) * (topRight.x - topLeft.x) + (v - 3.5) * (bottomLeft.x - topLeft.x)) / span,
      y: topLeft.y + ((u - 3.5) * (topRight.y - topLeft.y) + (v - 3.5) * (bottomLeft.y - topLeft.y)) / span,
    });
  }

  // How much the point looks like an alignment pattern's centre: a dark module ringed by
  // light ones, ringed by dark ones, stepping along the grid's own axes. 0 to 17.
  function alignmentScore(image, x, y, axes) {
    let score = isDark(image, x, y) ? 1 : 0;
    for (let du = -1; du <= 1; du++) {
      for (let dv = -1; dv <= 1; dv++) {
        if (du === 0 && dv === 0) continue;
        const inner = !isDark(image, x + du * axes.ux + dv * axes.vx, y + du * axes.uy + dv * axes.vy);
        const outer = isDark(image, x + 2 * (du * axes.ux + dv * axes.vx), y + 2 * (du * axes.uy + dv * axes.vy));
        score += (inner ? 1 : 0) + (outer ? 1 : 0);
      }
    }
    return score;
  }

  // The bottom-right alignment pattern, searched within 5 modules of where the finders put
  // it: the best-scored point, nearest the expected place.
  function findAlignment(image, place, size) {
    const expected = place(size - 6.5, size - 6.5);
    const alongU = place(size - 5.5, size - 6.5), alongV = place(size - 6.5, size - 5.5);
    const axes = { ux: alongU.x - expected.x, uy: alongU.y - expected.y, vx: alongV.x - expected.x, vy: alongV.y - expected.y };
    const module = (Math.hypot(axes.ux, axes.uy) + Math.hypot(axes.vx, axes.vy)) / 2;
    const radius = Math.ceil(module * 5);
    let best = null;
    for (let y = Math.round(expected.y) - radius; y <= expected.y + radius; y++) {
      for (let x = Math.round(expected.x) - radius; x <= expected.x + radius; x++) {
        if (!isDark(image, x, y)) continue;
        const score = alignmentScore(image, x + 0.5, y + 0.5, axes);
        if (score < 15) continue;
        const distance = Math.hypot(x - expected.x, y - expected.y);
        if (!best || score > best.score || (score === best.score && distance < best.distance)) {
          best = { x, y, score, distance };
        }
      }
    }
    return best && centreOfDarkModule(image, best.x, best.y);
  }

  // The middle of the dark module at the point, across and down, to a fraction of a pixel.
  function centreOfDarkModule(image, x, y) {
    const across = spanThrough(image, x + 0.5, y + 0.5, 1, 0, 1, 50);
    if (!across) return null;
    const down = spanThrough(image, across.x, y + 0.5, 0, 1, 1, 50);
    return down && { x: across.x, y: down.y };
  }

  // The projective map taking four grid points to four image points: eight unknowns, eight
  // equations, solved by Gaussian elimination. A tilted code is a projection of a square.
  function perspective(gridPoints, imagePoints) {
    const rows = [];
    for (let index = 0; index < 4; index++) {
      const [u, v] = gridPoints[index], { x, y } = imagePoints[index];
      rows.push([u, v, 1, 0, 0, 0, -u * x, -v * x, x]);
      rows.push([0, 0, 0, u, v, 1, -u * y, -v * y, y]);
    }
    const h = solve(rows);
    if (!h) return null;
    return (u, v) => {
      const w = h[6] * u + h[7] * v + 1;
      return { x: (h[0] * u + h[1] * v + h[2]) / w, y: (h[3] * u + h[4] * v + h[5]) / w };
    };
  }

  function solve(rows) {
    const n = rows.length;
    for (let column = 0; column < n; column++) {
      let pivot = column;
      for (let row = column + 1; row < n; row++) {
        if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) pivot = row;
      }
      if (Math.abs(rows[pivot][column]) < 1e-9) return null;
      [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
      for (let row = 0; row < n; row++) {
        if (row === column) continue;
        const factor = rows[row][column] / rows[column][column];
        for (let k = column; k <= n; k++) rows[row][k] -= factor * rows[column][k];
      }
    }
    return rows.map((row, index) => row[n] / row[index]);
  }

  // Perspective from the three finders alone, for codes without an alignment pattern (or
  // where it is not found): a finder further from the camera looks smaller. In homogeneous
  // coordinates, which are linear in the grid's, the weight w of a point goes as one over
  // the square root of the module size there along a line; the fourth corner is then
  // (w_TR TR + w_BL BL - w_TL TL) / (w_TR + w_BL - w_TL).
  function finderPerspective(image, triple, size) {
    const { topLeft, topRight, bottomLeft } = triple;
    const [leftAcross, rightAcross] = moduleSizesAlong(image, topLeft, topRight);
    const [topDown, bottomDown] = moduleSizesAlong(image, topLeft, bottomLeft);
    if (!(leftAcross > 0 && rightAcross > 0 && topDown > 0 && bottomDown > 0)) return null;
    const right = Math.sqrt(leftAcross / rightAcross), bottom = Math.sqrt(topDown / bottomDown);
    const corner = right + bottom - 1;
    if (corner < 0.5) return null;
    const opposite = {
      x: (right * topRight.x + bottom * bottomLeft.x - topLeft.x) / corner,
      y: (right * topRight.y + bottom * bottomLeft.y - topLeft.y) / corner,
    };
    return perspective([[3.5, 3.5], [size - 3.5, 3.5], [3.5, size - 3.5], [size - 3.5, size - 3.5]],
      [topLeft, topRight, bottomLeft, opposite]);
  }

  // The maps to try for one size, best first: through the alignment pattern (searched
  // where the finders' perspective puts it), the finders' perspective, their parallelogram.
  function gridMaps(image, triple, size) {
    const { topLeft, topRight, bottomLeft } = triple;
    const affine = affineFromFinders(triple, size);
    const fromFinders = finderPerspective(image, triple, size);
    const maps = [];
    if (size > 21) {
      const alignment = findAlignment(image, fromFinders || affine, size);
      const map = alignment && perspective(
        [[3.5, 3.5], [size - 3.5, 3.5], [3.5, size - 3.5], [size - 6.5, size - 6.5]],
        [topLeft, topRight, bottomLeft, alignment]);
      if (map) maps.push(map);
    }
    if (fromFinders) maps.push(fromFinders);
    maps.push(affine);
    return maps;
  }

  // One sample at each module's centre, dark or light as the binarised image has it.
  function sampleGrid(image, map, size) {
    const grid = new Uint8Array(size * size);
    for (let v = 0; v < size; v++) {
      for (let u = 0; u < size; u++) {
        const point = map(u + 0.5, v + 0.5);
        grid[v * size + u] = isDark(image, point.x, point.y) ? 1 : 0;
      }
    }
    return grid;
  }

  // A mirrored code (a photo through glass, a front camera) is the transposed grid.
  function transpose(grid, size) {
    const result = new Uint8Array(size * size);
    for (let v = 0; v < size; v++) for (let u = 0; u < size; u++) result[u * size + v] = grid[v * size + u];
    return result;
  }

  // ---- Format and version information.

  // Both copies of the format word, as they are drawn (bit 0 the least significant).
  function formatWords(grid, size) {
    const at = (x, y) => grid[y * size + x];
    let first = 0, second = 0;
    const firstPlaces = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8],
      [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
    firstPlaces.forEach(([x, y], bit) => { first |= at(x, y) << bit; });
    for (let bit = 0; bit < 8; bit++) second |= at(size - 1 - bit, 8) << bit;
    for (let bit = 8; bit < 15; bit++) second |= at(8, size - 15 + bit) << bit;
    return [first, second];
  }

  // Level and mask from whichever copy reads (nearest valid word, within 3 bits).
  function readFormats(grid, size) {
    const formats = [];
    for (const word of formatWords(grid, size)) {
      const data = nearestWord(FORMAT_WORDS, word);
      if (data < 0) continue;
      const format = { level: LEVEL_BY_FORMAT_BITS[data >> 3], mask: data & 7 };
      if (!formats.some((known) => known.level === format.level && known.mask === format.mask)) formats.push(format);
    }
    return formats;
  }

  // The version a symbol of 7 and up states in its two 6x3 blocks; null if neither reads.
  function readVersion(grid, size) {
    let right = 0, below = 0;
    for (let bit = 0; bit < 18; bit++) {
      const long = size - 11 + (bit % 3), short = Math.floor(bit / 3);
      right |= grid[short * size + long] << bit;
      below |= grid[long * size + short] << bit;
    }
    for (const word of [right, below]) {
      const version = nearestWord(VERSION_WORDS, word);
      if (version >= 7) return version;
    }
    return null;
  }

  // ---- Codewords.

  // Modules that carry no data: finders with separators and format information, timing,
  // alignment patterns, version information. Drawn once per version.
  const FUNCTION_MODULES = [];
  function functionModules(version) {
    if (!FUNCTION_MODULES[version]) FUNCTION_MODULES[version] = drawFunctionModules(version);
    return FUNCTION_MODULES[version];
  }

  function drawFunctionModules(version) {
    const size = symbolSize(version);
    const reserved = new Uint8Array(size * size);
    const mark = (x0, y0, width, height) => {
      for (let y = y0; y < y0 + height; y++) for (let x = x0; x < x0 + width; x++) reserved[y * size + x] = 1;
    };
    mark(0, 0, 9, 9); mark(size - 8, 0, 8, 9); mark(0, size - 8, 9, 8);
    mark(6, 0, 1, size); mark(0, 6, size, 1);
    const centres = ALIGNMENT_CENTRES[version - 1], last = centres[centres.length - 1];
    for (const y of centres) {
      for (const x of centres) {
        const underFinder = (x === 6 && y === 6) || (x === 6 && y === last) || (x === last && y === 6);
        if (!underFinder) mark(x - 2, y - 2, 5, 5);
      }
    }
    if (version >= 7) { mark(size - 11, 0, 3, 6); mark(0, size - 11, 6, 3); }
    return reserved;
  }

  // 1 where `mask` inverts the module at column x, row y: its tile, repeated.
  function maskInverts(mask, x, y) {
    const tile = MASK_TILES[mask];
    return (tile[y % tile.length] >> (x % tile.length)) & 1;
  }

  // Data runs in two-module columns from the bottom right, up then down, skipping the
  // vertical timing column; bits unmasked, most significant first; leftover bits dropped.
  function readCodewords(grid, version, mask) {
    const size = symbolSize(version);
    const reserved = functionModules(version);
    const dataModules = reserved.reduce((count, flag) => count + (flag ? 0 : 1), 0);
    const codewords = new Uint8Array(Math.floor(dataModules / 8));
    let bitIndex = 0, upward = true;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let step = 0; step < size; step++) {
        const y = upward ? size - 1 - step : step;
        for (let x = right; x >= right - 1; x--) {
          if (reserved[y * size + x]) continue;
          const bit = grid[y * size + x] ^ (maskInverts(mask, x, y) ? 1 : 0);
          if (bitIndex < codewords.length * 8) codewords[bitIndex >> 3] |= bit << (7 - (bitIndex & 7));
          bitIndex++;
        }
      }
      upward = !upward;
    }
    return codewords;
  }

  // Undoes the interleaving: data codewords column by column across blocks (the last blocks
  // one longer when they do not divide evenly), then the error-correction codewords.
  function splitBlocks(codewords, version, level) {
    const count = BLOCK_COUNTS[level][version - 1], ecLength = EC_CODEWORDS_PER_BLOCK[level][version - 1];
    const total = codewords.length;
    const shortCount = count - (total % count), shortData = Math.floor(total / count) - ecLength;
    const blocks = Array.from({ length: count }, (_, index) => {
      const dataLength = shortData + (index < shortCount ? 0 : 1);
      return { dataLength, bytes: new Uint8Array(dataLength + ecLength) };
    });
    let next = 0;
    for (let column = 0; column <= shortData; column++) {
      for (const block of blocks) if (column < block.dataLength) block.bytes[column] = codewords[next++];
    }
    for (let column = 0; column < ecLength; column++) {
      for (const block of blocks) block.bytes[block.dataLength + column] = codewords[next++];
    }
    return { blocks, ecLength };
  }

  // ---- Reed-Solomon over GF(256), polynomial x^8 + x^4 + x^3 + x^2 + 1, roots α^0...α^(n-1).

  // EXP twice over, so a sum of two logarithms needs no modulo; LOG its inverse.
  const EXP = new Uint8Array(512), LOG = new Uint8Array(256);
  GF_EXP.forEach((value, power) => {
    EXP[power] = EXP[power + 255] = value;
    LOG[value] = power;
  });
  function multiply(a, b) { return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]; }
  function divide(a, b) { return a === 0 ? 0 : EXP[(LOG[a] + 255 - LOG[b]) % 255]; }
  function alphaPower(power) { return EXP[((power % 255) + 255) % 255]; }

  // Polynomials here are arrays, lowest power first.
  function evaluate(poly, x) {
    let result = 0;
    for (let index = poly.length - 1; index >= 0; index--) result = multiply(result, x) ^ poly[index];
    return result;
  }

  // S_j = r(α^j): all zero when the block is intact.
  function syndromes(bytes, ecLength) {
    const result = new Array(ecLength).fill(0);
    for (let j = 0; j < ecLength; j++) {
      const root = EXP[j];
      let value = 0;
      for (const byte of bytes) value = multiply(value, root) ^ byte;
      result[j] = value;
    }
    return result;
  }

  // Berlekamp-Massey: the shortest error locator Λ(x) that generates the syndromes.
  function errorLocator(syndrome) {
    let locator = [1], previous = [1], length = 0, shift = 1, previousDiscrepancy = 1;
    for (let n = 0; n < syndrome.length; n++) {
      let discrepancy = syndrome[n];
      for (let i = 1; i <= length; i++) discrepancy ^= multiply(locator[i] || 0, syndrome[n - i]);
      if (discrepancy === 0) { shift++; continue; }
      const factor = divide(discrepancy, previousDiscrepancy);
      const next = locator.slice();
      for (let i = 0; i < previous.length; i++) {
        while (next.length <= i + shift) next.push(0);
        next[i + shift] ^= multiply(factor, previous[i]);
      }
      if (2 * length <= n) {
        previous = locator; length = n + 1 - length; previousDiscrepancy = discrepancy; shift = 1;
      } else {
        shift++;
      }
      locator = next;
    }
    return { locator, length };
  }

  // Corrects the block in place; false when it has more errors than its codewords can fix.
  // Chien search finds the error positions (roots of Λ), Forney's formula their values.
  function correctBlock(bytes, ecLength) {
    const syndrome = syndromes(bytes, ecLength);
    if (syndrome.every((value) => value === 0)) return true;
    const { locator, length } = errorLocator(syndrome);
    if (length * 2 > ecLength) return false;
    const n = bytes.length;
    const positions = [];
    for (let index = 0; index < n; index++) {
      if (evaluate(locator, alphaPower(-(n - 1 - index))) === 0) positions.push(index);
    }
    if (positions.length !== length) return false;
    // Ω(x) = S(x) Λ(x) mod x^ecLength; Λ'(x) keeps Λ's odd terms (characteristic 2).
    const evaluator = new Array(ecLength).fill(0);
    for (let i = 0; i < ecLength; i++) {
      for (let j = 0; j <= i && j < locator.length; j++) evaluator[i] ^= multiply(syndrome[i - j], locator[j]);
    }
    const derivative = locator.map((coefficient, power) => (power % 2 === 1 ? coefficient : 0)).slice(1);
    for (const index of positions) {
      const x = alphaPower(n - 1 - index), inverse = alphaPower(-(n - 1 - index));
      const denominator = evaluate(derivative, inverse);
      if (denominator === 0) return false;
      bytes[index] ^= multiply(x, divide(evaluate(evaluator, inverse), denominator));
    }
    return syndromes(bytes, ecLength).every((value) => value === 0);
  }

  // ---- Segments.

  function bitReader(bytes) {
    let position = 0;
    return {
      remaining: () => bytes.length * 8 - position,
      read(count) {
        if (count > bytes.length * 8 - position) throw new RangeError("past the data");
        let value = 0;
        for (let i = 0; i < count; i++, position++) {
          value = (value << 1) | ((bytes[position >> 3] >> (7 - (position & 7))) & 1);
        }
        return value;
      },
    };
  }

  // Character count bits of numeric, alphanumeric and byte segments.
  function countBits(mode, version) {
    return CHARACTER_COUNT_BITS[mode][version - 1];
  }

  function decodeBytes(bytes, charset) {
    if (charset !== "latin1") {
      try { return new TextDecoder("utf-8", { fatal: true }).decode(bytes); } catch (_) { /* not UTF-8 */ }
    }
    return String.fromCharCode(...bytes);
  }

  // The segments in turn to the terminator; null for a mode this reader does not know
  // (Kanji) or a value the mode cannot hold.
  function readSegments(data, version) {
    const reader = bitReader(data);
    let text = "", charset = null;
    try {
      while (reader.remaining() >= 4) {
        const mode = reader.read(4);
        if (mode === 0) break;
        if (mode === 1) {
          for (let left = reader.read(countBits(1, version)); left > 0; left -= 3) {
            const digits = Math.min(3, left), value = reader.read([0, 4, 7, 10][digits]);
            if (value >= 10 ** digits) return null;
            text += String(value).padStart(digits, "0");
          }
        } else if (mode === 2) {
          for (let left = reader.read(countBits(2, version)); left > 0; left -= 2) {
            if (left === 1) {
              const value = reader.read(6);
              if (value >= 45) return null;
              text += ALPHANUMERIC[value];
            } else {
              const value = reader.read(11);
              if (value >= 45 * 45) return null;
              text += ALPHANUMERIC[Math.floor(value / 45)] + ALPHANUMERIC[value % 45];
            }
          }
        } else if (mode === 4) {
          const bytes = new Uint8Array(reader.read(countBits(4, version)));
          for (let i = 0; i < bytes.length; i++) bytes[i] = reader.read(8);
          text += decodeBytes(bytes, charset);
        } else if (mode === 7) {
          const first = reader.read(8);
          const designator = first < 0x80 ? first : first < 0xc0 ? ((first & 0x3f) << 8) | reader.read(8)
            : ((first & 0x1f) << 16) | reader.read(16);
          charset = designator === 26 ? "utf-8" : designator === 1 || designator === 3 ? "latin1" : null;
        } else if (mode === 3) {
          reader.read(16); // structured append: this symbol's place in a series
        } else if (mode === 5) {
          // FNC1 in first position: GS1 data follows as ordinary segments
        } else if (mode === 9) {
          reader.read(8); // FNC1 in second position: the application indicator
        } else {
          return null;
        }
      }
    } catch (_) {
      return null; // a count ran past the data: not a code we read
    }
    return text;
  }

  // ---- From a sampled grid to text.

  // Reads one grid at one version; a version word that says otherwise is handed back.
  function decodeGrid(grid, version) {
    const size = symbolSize(version);
    if (version >= 7) {
      const stated = readVersion(grid, size);
      if (stated !== null && stated !== version) return { version: stated };
    }
    for (const { level, mask } of readFormats(grid, size)) {
      const { blocks, ecLength } = splitBlocks(readCodewords(grid, version, mask), version, level);
      if (!blocks.every((block) => correctBlock(block.bytes, ecLength))) continue;
      const data = new Uint8Array(blocks.reduce((sum, block) => sum + block.dataLength, 0));
      let offset = 0;
      for (const block of blocks) { data.set(block.bytes.subarray(0, block.dataLength), offset); offset += block.dataLength; }
      const text = readSegments(data, version);
      if (text !== null) return { text };
    }
    return {};
  }

  // One triple of finders: each size near the measured one, through each map, as seen and
  // mirrored, until a grid reads. A version word naming another size adds that size next.
  function decodeTriple(image, triple) {
    const sizes = candidateSizes(image, triple);
    for (let attempt = 0; attempt < sizes.length; attempt++) {
      const size = sizes[attempt], version = (size - 17) / 4;
      for (const map of gridMaps(image, triple, size)) {
        const grid = sampleGrid(image, map, size);
        for (const candidate of [grid, transpose(grid, size)]) {
          const result = decodeGrid(candidate, version);
          if (result.text !== undefined) return result.text;
          if (result.version && !sizes.includes(symbolSize(result.version))) sizes.splice(attempt + 1, 0, symbolSize(result.version));
        }
      }
    }
    return null;
  }

  // The best-shaped triples of finders in turn; the first that reads wins.
  function decode(imageData) {
    const { width, height } = imageData;
    const image = binarise(toGrey(imageData), width, height);
    for (const triple of finderTriples(findFinders(image))) {
      const text = decodeTriple(image, triple);
      if (text !== null) return text;
    }
    return null;
  }

  root.RushDayQR = Object.freeze({ decode });
})(globalThis);
