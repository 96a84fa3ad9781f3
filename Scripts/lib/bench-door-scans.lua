-- wrk script for Scripts/lib/bench-door.sh: door scans as the door page's script sends them (the
-- page's form token, asking for JSON), each connection one door phone of the door link whose
-- cookie DOOR_COOKIE holds, going through its own share of the codes in DOOR_CODES (one of
-- DOOR_CLIENTS shares) in passes: entries, then exits, then entries again, so that every scan is
-- recorded. A scan answered otherwise is counted, and the count printed at the end
-- ("refused=N", with each connection's first): a bench of refusals measures something else.
local codes = {}
for line in io.lines(os.getenv("DOOR_CODES")) do codes[#codes + 1] = line end
local threads = {}

setup = function(thread)
    threads[#threads + 1] = thread
    thread:set("id", #threads)
end

local function escape(text)
    return (text:gsub("[^%w%-_%.~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

init = function()
    share = {}
    for i = id, #codes, tonumber(os.getenv("DOOR_CLIENTS")) do share[#share + 1] = codes[i] end
    answered = 0
    refused = 0
    first = nil
    path = os.getenv("DOOR_PATH") .. "/scan"
    headers = {["Content-Type"] = "application/x-www-form-urlencoded", ["Accept"] = "application/json",
               ["Cookie"] = os.getenv("DOOR_COOKIE")}
    token = escape(os.getenv("DOOR_TOKEN"))
end

-- Each request is built after the last one's answer (one connection a thread, no pipelining), so
-- the answers counted say which scan is next; wrk also calls this once before the run to check
-- what it returns, which must not count as a scan.
request = function()
    local direction = math.floor(answered / #share) % 2 == 0 and "entry" or "exit"
    local code = share[answered % #share + 1]
    return wrk.format("POST", path, headers, "csrf=" .. token .. "&code=" .. escape(code) .. "&direction=" .. direction)
end

response = function(status, headers, body)
    answered = answered + 1
    if status ~= 200 or not (body:find('"result" : "admitted"', 1, true) or body:find('"result" : "exited"', 1, true)) then
        refused = refused + 1
        if refused == 1 then first = status .. " " .. body:sub(1, 300) end
    end
end

done = function()
    local total = 0
    for _, thread in ipairs(threads) do
        total = total + thread:get("refused")
        if thread:get("first") then io.write("first refusal: " .. thread:get("first") .. "\n") end
    end
    io.write(string.format("refused=%d\n", total))
end
