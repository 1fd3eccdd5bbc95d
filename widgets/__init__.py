"""The Jupyter layer of nardy, imported as ``nardy.widgets``.

>>> from nardy.widgets import Board
>>> board = Board("long")

The engine (``nardy``) never imports this package: it needs ``anywidget``
(``pip install nardy[widgets]``).
"""

from .board import Board, Diagram, PlayedTurn

__all__ = ["Board", "Diagram", "PlayedTurn"]
