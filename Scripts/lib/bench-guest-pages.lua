-- wrk script for Scripts/lib/bench-guest.sh: each request opens the next of many guests' pages,
-- in turn, their paths (/i/SECRET) read one a line from the file GUEST_PATHS names.
local paths = {}
for line in io.lines(os.getenv("GUEST_PATHS")) do paths[#paths + 1] = line end
local next_path = 0

request = function()
    next_path = next_path % #paths + 1
    return wrk.format("GET", paths[next_path])
end
