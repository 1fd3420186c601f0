#!/usr/bin/env python3
"""Runs nginx as a shared result cache on localhost for a test:
  nginx_cache.py start NGINX DIR   writes DIR/nginx.conf, starts nginx on a free port with a
                                   WebDAV location /cache/ (GET, PUT), prints its URL
  nginx_cache.py stop DIR          stops that nginx
The location is what docs/ci.md proposes for a team's cache."""
import os
import signal
import socket
import subprocess
import sys
import time

CONF = """daemon on;
worker_processes 1;
pid {dir}/nginx.pid;
error_log {dir}/error.log;
events {{ worker_connections 64; }}
http {{
  access_log {dir}/access.log;
  client_body_temp_path {dir}/tmp;
  proxy_temp_path {dir}/tmp;
  fastcgi_temp_path {dir}/tmp;
  uwsgi_temp_path {dir}/tmp;
  scgi_temp_path {dir}/tmp;
  server {{
    listen 127.0.0.1:{port};
    location /cache/ {{
      root {dir}/www;
      dav_methods PUT;
      create_full_put_path on;
      dav_access user:rw group:r all:r;
      client_max_body_size 256m;
    }}
  }}
}}
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(nginx, folder):
    folder = os.path.abspath(folder)
    for sub in ("www/cache", "tmp"):
        os.makedirs(os.path.join(folder, sub), exist_ok=True)
        os.chmod(os.path.join(folder, sub), 0o777)  # nginx's workers may run as nobody
    os.chmod(os.path.join(folder, "www"), 0o777)
    port = free_port()
    with open(os.path.join(folder, "nginx.conf"), "w") as f:
        f.write(CONF.format(dir=folder, port=port))
    subprocess.run([nginx, "-p", folder, "-c", os.path.join(folder, "nginx.conf"),
                    "-e", os.path.join(folder, "error.log")], check=True)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            print("http://127.0.0.1:%d/cache/" % port)
            sys.stdout.flush()
            watchdog(folder)
            return 0
        except OSError:
            time.sleep(0.05)
    print("nginx did not start; see " + os.path.join(folder, "error.log"), file=sys.stderr)
    return 1


def watchdog(folder, seconds=900):
    """Stops this nginx after a while even when the test fails before its `stop`; ends as
    soon as nginx is gone."""
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            devnull = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(devnull, fd)
            pid_file = os.path.join(folder, "nginx.pid")
            deadline = time.monotonic() + seconds
            while os.path.exists(pid_file) and time.monotonic() < deadline:
                time.sleep(0.5)
            stop(folder)
            os._exit(0)
        os._exit(0)


def stop(folder):
    pid_file = os.path.join(os.path.abspath(folder), "nginx.pid")
    if os.path.exists(pid_file):
        with open(pid_file) as f:
            pid = int(f.read().strip())
        os.kill(pid, signal.SIGQUIT)  # the master, by its own pid file
        for _ in range(100):
            if not os.path.exists(pid_file):
                break
            time.sleep(0.05)
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "start":
        sys.exit(start(sys.argv[2], sys.argv[3]))
    sys.exit(stop(sys.argv[2]))
