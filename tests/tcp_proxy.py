"""A loopback TCP proxy that a test can cut, to make a real database "go away" mid-operation."""

from __future__ import annotations

import contextlib
import socket
import threading


class TcpProxy:
    def __init__(self, target_port: int, target_host: str = "127.0.0.1") -> None:
        self.target = (target_host, target_port)
        self.port = 0
        self._conns: list[socket.socket] = []
        self._lock = threading.Lock()
        self._listen()

    def _listen(self) -> None:
        self._server = socket.socket()
        self._server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._server.bind(("127.0.0.1", self.port))
        self._server.listen(64)
        self.port = int(self._server.getsockname()[1])
        self._open = True
        threading.Thread(target=self._accept, daemon=True).start()

    def restore(self) -> None:
        """The database is back: accept connections again on the same port."""
        self._listen()

    def _accept(self) -> None:
        while self._open:
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            if not self._open:
                client.close()
                return
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._conns += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(src: socket.socket, dst: socket.socket) -> None:
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        """Refuse new connections and reset the open ones: the database is gone."""
        self._open = False
        with contextlib.suppress(OSError):
            self._server.close()
        with self._lock:
            for c in self._conns:
                try:
                    c.shutdown(socket.SHUT_RDWR)
                    c.close()
                except OSError:
                    pass
            self._conns = []
