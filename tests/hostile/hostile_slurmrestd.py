#!/usr/bin/env python3
"""A slurmrestd stand-in on 127.0.0.1 that turns hostile on request.

Usage: hostile_slurmrestd.py DATA_DIR PORT_FILE MODE_FILE
Serves the captured 22.05 answers in DATA_DIR (v0.0.38-*.json, dbv0.0.38-*.json) while MODE_FILE says "good",
and otherwise answers every request the way MODE_FILE names (read on each request):
  deep       200,000 nested arrays inside an object
  endless    200 without a length, then data until the client hangs up
  huge       Content-Length of 1 TB, then data until the client hangs up
  slow       Content-Length 4096, one byte every 0.2 s
  hostlist   good answers, but each partition's "nodes" is a 60 KB host list bomb
  status:N   HTTP status N with a plain-text body (a 511/401/500 storm)
  bigjobs:N:S  good answers, but the job list holds N jobs (the captured ones repeated with new ids) and is
             sent steadily over S seconds, as a big queue's list arrives from a busy slurmrestd
  stalljobs  good answers, but the job list (Content-Length of 3,000 jobs) stops after its first 256 KB and the
             connection stays open
The port it listens on is written to PORT_FILE once it accepts connections.
"""
import json
import os
import socketserver
import sys
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

DATA, PORT_FILE, MODE_FILE = sys.argv[1], sys.argv[2], sys.argv[3]


def mode():
    try:
        with open(MODE_FILE) as f:
            return f.read().strip() or "good"
    except OSError:
        return "good"


def captured(path):
    # /slurm/v0.0.38/jobs -> v0.0.38-jobs.json, /slurmdb/v0.0.38/qos -> dbv0.0.38-qos.json
    parts = path.split("?")[0].strip("/").split("/")
    if len(parts) != 3:
        return None
    prefix = "db" if parts[0] == "slurmdb" else ""
    name = os.path.join(DATA, "%s%s-%s.json" % (prefix, parts[1], parts[2]))
    if not os.path.exists(name):
        return None
    with open(name, "rb") as f:
        return f.read()


def big_jobs(body, n):
    # The captured jobs over and over, each copy with its own id, so the client sees n distinct jobs.
    doc = json.loads(body)
    jobs = doc["jobs"]
    out = []
    for i in range(n):
        job = dict(jobs[i % len(jobs)])
        job["job_id"] = 100000 + i
        # Plain jobs: array and heterogeneous parts would fold copies together under one id.
        for key in ("array_job_id", "het_job_id", "het_job_offset"):
            if isinstance(job.get(key), int) and job[key]:
                job[key] = 0
        for key in ("array_task_id", "array_task_string", "het_job_id_set"):
            if key in job:
                job[key] = None if key == "array_task_id" else ""
        out.append(job)
    doc["jobs"] = out
    return json.dumps(doc).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def send_body(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def stream(self, length, chunk, pause):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if length is not None:
            self.send_header("Content-Length", str(length))
        self.end_headers()
        try:
            self.wfile.write(b'{"jobs":[')
            while True:
                self.wfile.write(chunk)
                self.wfile.flush()
                if pause:
                    time.sleep(pause)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def trickle(self, body, secs):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        steps = max(1, int(secs / 0.05))
        chunk = len(body) // steps + 1
        try:
            for at in range(0, len(body), chunk):
                self.wfile.write(body[at:at + chunk])
                self.wfile.flush()
                time.sleep(secs / steps)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def stall(self, body, first):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body[:first])
            self.wfile.flush()
            time.sleep(600)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_GET(self):
        m = mode()
        if m == "deep":
            # Inside an object: a top-level array is refused as "not an object" before anything copies it.
            return self.send_body(200, b'{"errors":[],"meta":' + b"[" * 200000 + b"]" * 200000 + b"}")
        if m == "endless":
            return self.stream(None, b'{"job_id":1,"name":"' + b"x" * 65000 + b'"},', 0)
        if m == "huge":
            return self.stream(1 << 40, b'{"job_id":1},' * 5000, 0.01)
        if m == "slow":
            return self.stream(4096, b" ", 0.2)
        if m.startswith("status:"):
            return self.send_body(int(m[7:]), b"Authentication failure\n", "text/plain")
        body = captured(self.path)
        is_jobs = self.path.split("?")[0].endswith("/jobs") and "/slurmdb/" not in self.path
        if body is not None and is_jobs and m.startswith("bigjobs:"):
            _, n, secs = m.split(":")
            return self.trickle(big_jobs(body, int(n)), float(secs))
        if body is not None and is_jobs and m == "stalljobs":
            return self.stall(big_jobs(body, 3000), 256 * 1024)
        if body is None:
            return self.send_body(404, b'{"errors":[{"error":"Unable to find path"}]}')
        if m == "hostlist" and self.path.split("?")[0].endswith("/partitions"):
            doc = json.loads(body)
            for p in doc.get("partitions", []):
                p["nodes"] = "a[1-2]" * 10000
            body = json.dumps(doc).encode()
        self.send_body(200, body)


class Server(socketserver.ThreadingMixIn, HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


server = Server(("127.0.0.1", 0), Handler)
with open(PORT_FILE + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(PORT_FILE + ".tmp", PORT_FILE)
server.serve_forever()
