"""The one fast generator (``Rules._plays_for``) against the plain search
through the readable rule hooks (``step_ok``, ``final_ok``, the single
steps), for every rule set, on positions from random games: the shortcuts
(non-increasing steps of a double, the second order's pruning, the masks of
the points worth trying, the step and final checks skipped where they
cannot refuse) never change a play.  The rules themselves are checked
against the independent brute-force generator in tests/reference.py
(test_properties.py, test_variants_reference.py)."""

import random

import pytest

import nardy
from nardy.dice import Moves, dice_to_play

ROLLS = [(a, b) for a in range(1, 7) for b in range(a, 7)]


def plain_search(rules, b0, dice):
    """Every legal play's result board, by the plain search: the deepest
    boards reached, and the larger die where only one can be played."""
    found = rules._explore(b0, dice, rules.head_limit(b0, dice))
    most = max((len(s) for s in found.values()), default=0)
    if most == 0:
        return set()
    best = {b: s for b, s in found.items() if len(s) == most}
    if most == 1 and len(set(dice)) > 1:
        larger = {b for b, s in best.items() if s[0][2] == max(dice)}
        if larger:
            return larger
    return set(best)


def positions(rules, seed, count):
    """Positions of random games of ``rules`` (any stage of a go), about one
    in six, so that openings, contact and bear-offs all come up."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g = nardy.Game(rules, rng=rng)
        while not g.over and len(out) < count:
            if g.dice is None:
                g.roll()
            if not g.turns or rng.random() < 0.17:
                out.append(g.position)
            plays = g.legal_plays()
            g.play_bot(lambda _g, plays=plays: rng.choice(plays) if plays else None)
    return out


OPTIONS = [("long", {}), ("long", {"transient_block": False}), ("long", {"block_needs": "home"}),
           ("long", {"first_turn_exception": "any-block"}), ("long", {"first_turn_exception": "any-double"}),
           ("backgammon", {})] + [(name, {}) for name in
                                  ("nardgammon", "gul", "gulbar", "mad-gulbar", "khachapuri", "fevga", "fevga-giul")]


@pytest.mark.parametrize("name,options", OPTIONS, ids=[f"{n}{o or ''}" for n, o in OPTIONS])
def test_fast_generator_equals_the_plain_search(name, options):
    rules = nardy.variant(name, **options)
    rng = random.Random(11)
    for pos in positions(rules, 5, 60):
        b0 = pos._b
        rolls = rng.sample(ROLLS, 7) + [Moves(rng.randint(1, 6), rng.randint(1, 3))]
        for roll in rolls:
            dice = dice_to_play(roll)
            assert set(rules._plays_for(b0, dice)) == plain_search(rules, b0, dice), (rules, pos, roll)


def test_every_variant_plays_from_the_one_generator():
    """No rule set brings a move generator of its own: the step rules are
    flags of the base (docs/rules.md#bearing-off, Gul's and Mad Gulbar's
    home, Fevga's lead checker) and the checks public hooks."""
    from nardy.rules.base import Rules
    for name in nardy.variants():
        cls = type(nardy.variant(name))
        for private in ("_single_steps", "_expand", "_plays_for", "_explore"):
            assert getattr(cls, private) is getattr(Rules, private), (name, private)


def _table(text):
    return [line.strip() for line in text.splitlines() if line.strip().startswith("| ")]


def test_the_contract_table_is_one_table():
    """The flags and hooks of a rule set, listed once: the Rules docstring
    and docs/engine.md show the same table, and every name in it is an
    attribute of Rules."""
    import pathlib
    import re

    from nardy.rules.base import Rules
    doc = _table(Rules.__doc__)
    page = pathlib.Path(__file__).resolve().parent.parent / "docs" / "engine.md"
    text = page.read_text(encoding="utf-8")
    section = text[text.index("## Writing a rule set"):]
    section = section[:section.index("\n## ", 1)]
    assert doc and _table(section) == doc
    for row in doc[2:]:
        for name in re.findall(r"`(\w+)", row.split("|")[1]):
            assert hasattr(Rules, name), name
