"""An opt-in Jupyter server extension: TCP_NODELAY on kernel websockets.

jupyter_server (2.x, on tornado) never calls ``set_nodelay(True)`` on the
kernel websocket, and tornado writes a frame's header and payload as two
writes.  With Nagle's algorithm on, a small message that follows another
waits for the browser's delayed ACK: on Linux about 40 ms per widget round
trip, whatever the widget does (``benchmarks/bench_click_latency.py``
measures it).  This extension turns Nagle off for those sockets only.

Enable it when starting the server::

    jupyter lab --ServerApp.jpserver_extensions="{'nardy.widgets.nodelay': True}"

or in ``jupyter_server_config.json``::

    {"ServerApp": {"jpserver_extensions": {"nardy.widgets.nodelay": true}}}

It changes nothing else and is never loaded unless asked for.
"""

from __future__ import annotations

_PATCHED = "_nardy_nodelay"


def _jupyter_server_extension_points():
    return [{"module": "nardy.widgets.nodelay"}]


def _load_jupyter_server_extension(serverapp) -> None:
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    if getattr(KernelWebsocketHandler, _PATCHED, False):
        return
    original = KernelWebsocketHandler.open

    async def open(self, *args, **kwargs):
        try:
            self.set_nodelay(True)
        except Exception:  # pragma: no cover - a closed or odd stream: keep the default
            pass
        return await original(self, *args, **kwargs)

    KernelWebsocketHandler.open = open
    setattr(KernelWebsocketHandler, _PATCHED, True)
    serverapp.log.info("nardy.widgets.nodelay: TCP_NODELAY on kernel websockets")


# The older name jupyter_server also looks for.
load_jupyter_server_extension = _load_jupyter_server_extension
