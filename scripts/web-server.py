#!/usr/bin/env python3
"""Serves the web build (html/target/webapp) on 127.0.0.1 like a production host would: a file's precompressed
copy (name.gz, written by the build) when the browser accepts gzip, the right types (the web app manifest, levels),
long caching for content-hashed files and revalidation for the rest (the page, the loader, the service worker).

usage: scripts/web-server.py [--port 8080] [--dir html/target/webapp]
"""
import argparse
import functools
import http.server
import os
import re

IMMUTABLE = re.compile(r"(\.cache\.js|/assets/.*-[0-9a-f]{32}\.[^/]+)$")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map)
    extensions_map.update({
        ".js": "application/javascript",
        ".webmanifest": "application/manifest+json",
        ".tmx": "text/plain; charset=utf-8",
        ".tsx": "text/plain; charset=utf-8",
        ".tmj": "application/json",
        ".replay": "text/plain; charset=utf-8",
        ".fnt": "text/plain; charset=utf-8",
        ".wav": "audio/wav",
    })

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        gz = path + ".gz"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and os.path.isfile(path) and os.path.isfile(gz)):
            return super().send_head()
        f = open(gz, "rb")
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
        self.end_headers()
        return f

    def end_headers(self):
        path = self.path.split("?", 1)[0]
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control",
                         "public, max-age=31536000, immutable" if IMMUTABLE.search(path) else "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        pass


def main():
    parser = argparse.ArgumentParser(description="Serve the Tiltfall web build on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--dir", default="html/target/webapp")
    args = parser.parse_args()
    handler = functools.partial(Handler, directory=args.dir)
    with http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
