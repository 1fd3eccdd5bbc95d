"""nardy.explain: the tutor's reasons in words, on hand-picked positions.

Every number a sentence shows is checked against a count made here by
hand (shots, checkers on the head) or against the engine's measurement it
claims to quote (deficits, the bear-off table)."""

import pytest

import nardy
from nardy.analysis import deficit
from nardy.bearoff import BearoffDB
from nardy.explain import MAX_REASONS, blots, describe, explain, facts, shots

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")


def plays(rules, pos, roll):
    return {str(p): p for p in rules.legal_plays(pos, roll)}


def board(points: dict, **kw):
    pts = [0] * 24
    for p, n in points.items():
        pts[p - 1] = n
    return nardy.Position.from_counts(pts, **kw)


# -- backgammon: blots and shots -----------------------------------------------------
def test_a_direct_six_is_seventeen_shots():
    # One blot 6 pips in front of one opponent checker, nothing in between:
    # 6s (11 rolls), 5-1, 4-2 (2 each), 3-3, 2-2 (1 each) = 17 of 36.
    pos = board({12: 1, 6: -1}, off=(14, 14))
    assert blots(BG, pos) == (12,)
    assert shots(BG, pos) == 17


def test_a_blot_behind_every_opponent_checker_is_safe():
    pos = board({3: 1, 6: -1}, off=(14, 14))     # the opponent has passed it
    assert blots(BG, pos) == ()
    assert shots(BG, pos) == 0


def test_opening_three_one_makes_the_five_point():
    s = BG.start()
    ps = plays(BG, s, (3, 1))
    e = explain(BG, s, ps["6/2"], ps["8/5 6/5"], opponent="Black")
    # 6/2 leaves one blot on the 2-point, in front of Black's two back
    # checkers on White's 1-point: a direct 1, 11 rolls.
    assert e.play.blots == (2,) and e.play.shots == 11
    assert e.best.shots == 0 and 5 in e.best.held
    assert e.reasons == (
        "Your 6/2 leaves a blot on the 2-point: Black hits with 11 of 36 rolls; 8/5 6/5 leaves no shot.",
        "8/5 6/5 makes the 5-point.")


def test_hitting_is_said_first():
    # White's blot-hitting 4: 8/4* against a quiet 13/9.
    pos = board({24: 2, 13: 5, 8: 3, 6: 5, 4: -1, 1: -1, 12: -5, 17: -3, 19: -5})
    ps = plays(BG, pos, (4, 3))
    e = explain(BG, pos, ps["13/10 13/9"], ps["13/10 8/4*"], opponent="Black")
    assert e.reasons[0] == ("13/10 8/4* hits a checker: it goes to the bar and must enter before Black "
                            "moves anything else.")
    e = explain(BG, pos, ps["13/10 8/4*"], ps["8/4*/1*"], opponent="Black")
    assert e.reasons[0].startswith("8/4*/1* hits two checkers, your 13/10 8/4* only one: ")


# -- long nardy: the head, the deficit, fences -------------------------------------------
def test_the_head_counts_checkers_left_on_it():
    pos = board({24: 13, 18: 1, 15: 1, 12: -15})
    ps = plays(LONG, pos, (6, 3))
    assert facts(LONG, pos, ps["24/15"]).head == 12
    assert facts(LONG, pos, ps["18/9"]).head == 13
    e = explain(LONG, pos, ps["18/9"], ps["24/15"], opponent="Black")
    assert e.reasons[0] == "24/15 takes one more checker off the head (12 left, not 13)."


def test_the_deficit_sentence_quotes_the_engine():
    pos = board({24: 13, 18: 1, 15: 1, 12: -15})
    ps = plays(LONG, pos, (6, 3))
    mine, best = ps["24/15"], ps["15/6"]
    e = explain(LONG, pos, mine, best, opponent="Black")
    before = deficit(LONG, pos, "opponent").expected_lost
    after_mine = deficit(LONG, mine.result, "opponent").expected_lost
    after_best = deficit(LONG, best.result, "opponent").expected_lost
    assert after_best - after_mine > 0.2          # the hand-picked difference
    assert e.opponent_deficit_before == pytest.approx(before)
    line = next(r for r in e.reasons if "movement deficit" in r)
    assert f"{before:.1f}" in line and f"{after_mine:.1f}" in line and f"{after_best:.1f}" in line
    assert line.startswith("After your 24/15, Black's movement deficit")


def test_giving_up_a_point_names_the_numbers_it_opens():
    # White's lone checker on its 11-point, next to Black's head (White's
    # 12-point), takes Black's 1s from the head; lifting it gives them back.
    pos = board({24: 11, 23: 1, 20: 1, 19: 1, 11: 1, 12: -15})
    ps = plays(LONG, pos, (5, 1))
    e = explain(LONG, pos, ps["20/15 11/10"], ps["24/18"], opponent="Black")
    assert "Your 20/15 11/10 opens the 11- and 20-points to Black's 1s; 24/18 keeps them." in e.reasons


def test_a_six_point_block_is_named():
    pos = board({24: 9, 19: 1, 18: 1, 17: 1, 16: 1, 15: 1, 20: 1, 12: -14, 13: -1})
    ps = plays(LONG, pos, (6, 1))
    f = {s: facts(LONG, pos, p) for s, p in ps.items()}
    six = [s for s, x in f.items() if len(x.fence) >= 6]
    short = [s for s, x in f.items() if len(x.fence) < 6]
    assert six and short
    e = explain(LONG, pos, ps[short[0]], ps[six[0]], opponent="Black")
    assert any("six-point block" in r for r in e.reasons)


# -- the bear-off: exact -----------------------------------------------------------------------------
def test_bearoff_rolls_are_the_tables():
    pos = board({6: 1, 4: 1, 2: 1, 19: -2}, off=(12, 13))
    ps = plays(BG, pos, (4, 2))
    db = BearoffDB.load()
    best = min(ps.values(), key=lambda p: db.expected_rolls(p.result))
    worst = max(ps.values(), key=lambda p: db.expected_rolls(p.result))
    e = explain(BG, pos, worst, best)
    assert e.best.bearoff_rolls == db.expected_rolls(best.result)
    assert e.reasons[0] == (f"{best} leaves {db.expected_rolls(best.result):.2f} rolls to bear off on average, "
                            f"your {worst} {db.expected_rolls(worst.result):.2f} (exact, from the bear-off table).")


def test_no_bearoff_rolls_with_contact():
    pos = board({6: 1, 4: 1, 2: 1, 1: -2}, off=(12, 13))   # Black's anchor on White's 1-point: contact
    p = next(iter(BG.legal_plays(pos, (4, 2))))
    assert facts(BG, pos, p).bearoff_rolls is None


# -- the shape of an explanation --------------------------------------------------------------
def test_same_play_has_nothing_to_say():
    s = LONG.start()
    p = LONG.legal_plays(s, (6, 5))[0]
    e = explain(LONG, s, p, p)
    assert e.reasons == () and not e.found
    assert "differ in nothing the tutor counts" in e.text


def test_at_most_max_reasons():
    g = nardy.Game("backgammon", seed=5)
    g.opening_roll()
    for _ in range(12):
        ps = g.legal_plays()
        if len(ps) > 1:
            e = explain(BG, g.position, ps[0], ps[-1])
            assert len(e.reasons) <= MAX_REASONS
        g.play(ps[0]) if ps else g.commit()
        g.roll()


def test_describe_one_play():
    s = LONG.start()
    p = LONG.legal_plays(s, (6, 5))[0]
    d = deficit(LONG, p.result, "opponent").expected_lost
    assert describe(LONG, s, p, opponent="Black") == (
        f"24/13: 14 checkers on the head; Black's deficit {d:.1f} pips a turn.")


def test_the_best_play_can_go_unnamed():
    # An exercise explains a wrong answer without giving its answer away.
    s = BG.start()
    ps = plays(BG, s, (3, 1))
    e = explain(BG, s, ps["6/2"], ps["8/5 6/5"], opponent="Black", name_best="the best play")
    assert e.reasons == (
        "Your 6/2 leaves a blot on the 2-point: Black hits with 11 of 36 rolls; the best play leaves no shot.",
        "The best play makes the 5-point.")
    assert not any("8/5 6/5" in r for r in e.reasons)
