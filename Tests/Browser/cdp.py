#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol (--remote-debugging-pipe), with
Python's standard library only, for the HTML and preview tests.

Reads one job as JSON on standard input and writes its results as JSON on standard output:

  {"pages": [{"url": "file:///tmp/report.html", "width": 390, "javascript": true,
              "steps": [{"eval": "document.title"}, {"key": "Tab"}, {"type": "Star"},
                        {"wait": "expression that becomes true", "timeout": 2}, {"sleep": 0.1},
                        {"click": "button.fold"}, {"write": "/tmp/layout.yaml", "text": "..."}]}]}
  -> {"pages": [{"results": ["Credit card transactions", ...]}]}

Every step gives one result: an `eval` its value, a `wait` the seconds it took (or null when the
expression never became true), the others null. One browser serves every page of a job, so that a
test run starts Chromium once. Everything is bounded: each command waits at most 30 s, the whole
job at most --timeout seconds.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

KEYS = {
    "Tab": {"key": "Tab", "code": "Tab", "windowsVirtualKeyCode": 9},
    "Enter": {"key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13, "text": "\r"},
    " ": {"key": " ", "code": "Space", "windowsVirtualKeyCode": 32, "text": " "},
}


class Browser:
    def __init__(self, deadline):
        self.deadline = deadline
        self.profile = tempfile.mkdtemp(prefix="reportgen-cdp-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        binary = next(
            (p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
             if os.path.exists(p)), "chromium")

        def child_pipes():
            # Chromium reads commands on fd 3 and writes answers on fd 4.
            commands, answers = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(commands, 3)
            os.dup2(answers, 4)
            os.closerange(5, 1024)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", "--no-first-run", "--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=sys.stderr if os.environ.get("CDP_DEBUG") else subprocess.DEVNULL,
            preexec_fn=child_pipes, close_fds=False)
        os.close(to_browser_read)
        os.close(from_browser_write)
        os.set_inheritable(self.to_browser, False)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)
        os.close(self.to_browser)
        os.close(self.from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)

    def read_message(self, until):
        import select
        while b"\0" not in self.buffer:
            left = min(until, self.deadline) - time.monotonic()
            if left <= 0:
                raise TimeoutError("Chromium did not answer in time")
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if ready:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise EOFError("Chromium closed the pipe")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        command = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            command["sessionId"] = session
        os.write(self.to_browser, json.dumps(command).encode() + b"\0")
        until = time.monotonic() + timeout
        while True:
            message = self.read_message(until)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for_event(self, method, session, timeout=30):
        until = time.monotonic() + timeout
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[i]
                    return event
            self.events.append(self.read_message(until))

    def evaluate(self, session, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True}, session)
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails'].get('exception', {}).get('description')}")
        return result.get("result", {}).get("value")

    def run_page(self, page):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable", {}, session)
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": page.get("width", 1000), "height": page.get("height", 800),
                   "deviceScaleFactor": 1, "mobile": False}, session)
        if not page.get("javascript", True):
            self.send("Emulation.setScriptExecutionDisabled", {"value": True}, session)
        self.events = [e for e in self.events if e.get("sessionId") != session]
        self.send("Page.navigate", {"url": page["url"]}, session)
        self.wait_for_event("Page.loadEventFired", session)
        results = []
        for step in page.get("steps", []):
            if "eval" in step:
                results.append(self.evaluate(session, step["eval"]))
            elif "key" in step:
                key = KEYS[step["key"]]
                for kind in ("keyDown", "keyUp"):
                    params = dict(key, type=kind)
                    if kind == "keyUp":
                        params.pop("text", None)
                    self.send("Input.dispatchKeyEvent", params, session)
                results.append(None)
            elif "click" in step:
                box = self.evaluate(session, "(function(){var r=document.querySelector(%s).getBoundingClientRect();"
                                             "return [r.left+r.width/2, r.top+r.height/2];})()" % json.dumps(step["click"]))
                for kind in ("mousePressed", "mouseReleased"):
                    self.send("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1],
                                                          "button": "left", "clickCount": 1}, session)
                results.append(None)
            elif "type" in step:
                self.send("Input.insertText", {"text": step["type"]}, session)
                results.append(None)
            elif "wait" in step:
                start = time.monotonic()
                until = start + step.get("timeout", 2)
                took = None
                while time.monotonic() < until:
                    if self.evaluate(session, step["wait"]):
                        took = time.monotonic() - start
                        break
                    time.sleep(0.02)
                results.append(took)
            elif "write" in step:
                # A file changed under a page that watches it (the preview); renamed into place as editors do.
                temporary = step["write"] + ".saving"
                with open(temporary, "w") as f:
                    f.write(step["text"])
                os.replace(temporary, step["write"])
                results.append(None)
            elif "sleep" in step:
                time.sleep(min(5, step["sleep"]))
                results.append(None)
            elif "screenshot" in step:
                import base64
                shot = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}, session)
                with open(step["screenshot"], "wb") as f:
                    f.write(base64.b64decode(shot["data"]))
                results.append(None)
        self.send("Target.closeTarget", {"targetId": target})
        return {"results": results}


def main():
    timeout = 300
    if len(sys.argv) > 2 and sys.argv[1] == "--timeout":
        timeout = float(sys.argv[2])
    job = json.load(sys.stdin)
    browser = Browser(time.monotonic() + timeout)
    try:
        out = {"pages": [browser.run_page(page) for page in job["pages"]]}
    finally:
        browser.close()
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
