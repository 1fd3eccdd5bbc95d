"""Nardy: long nardy, its variants and short backgammon."""
