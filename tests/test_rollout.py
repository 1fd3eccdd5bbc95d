"""nardy.rollout: positions and candidate plays played out, with the shipped
evaluators.

The values move as the networks are trained again, so these tests pin
what holds for any evaluator: positions whose outcome the first throw
alone decides (the 36 games see each throw once, so the rates are exact),
the same dice for each candidate, the bear-off database's chances where a
game reaches it, truncation, and every bad input refused."""

import pytest

import nardy
from nardy.errors import IllegalMoveError, InvalidDiceError, InvalidOptionError
from nardy.evaluator import evaluator_for
from nardy.expert import expert_bot
from nardy.position import Position
from nardy.rollout import MAX_GAMES, THROWS, RolledPlay, Rollout, rollout, rollout_plays
from nardy.tutor import Tutor, TutorUnavailableError

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")
EV = {"long": evaluator_for(LONG), "backgammon": evaluator_for(BG)}

# Our last checker on our 6-point, the opponent's fifteen all home, none
# off.  We bear it off at once, a gammon (mars), unless the throw is short
# of 6 pips: 1-1 and the eight throws of 2-1, 3-1, 4-1, 3-2 (2-2 makes 6).
# Then the opponent bears off (no gammon left) and we win next turn.
LAST_CHECKER = {
    "long": Position.from_counts([0] * 5 + [1] + [0] * 6 + [-15] + [0] * 11, off=(14, 0)),
    "backgammon": Position.from_counts([0] * 5 + [1] + [0] * 17 + [-15], off=(14, 0)),
}
SHORT = {(1, 1), (1, 2), (2, 1), (1, 3), (3, 1), (1, 4), (4, 1), (2, 3), (3, 2)}


def midgame(family: str, seed: int, turns: int) -> nardy.Game:
    g = nardy.Game(family, seed=seed)
    bot = expert_bot(seed=seed)
    for _ in range(turns):
        g.play_bot(bot)
    g.roll() if g.dice is None else None
    return g


def test_the_36_throws():
    assert len(THROWS) == 36 and len(set(THROWS)) == 36


@pytest.mark.parametrize("family", ["long", "backgammon"])
def test_each_first_throw_once(family):
    r = rollout(EV[family], LAST_CHECKER[family], games=72)
    assert r.games == 72 and r.win == 1.0
    assert r.win_gammon == 1 - len(SHORT) / 36          # exactly: each throw twice
    assert r.lose_gammon == r.win_backgammon == r.lose_backgammon == 0.0
    assert r.equity == pytest.approx(1 + r.win_gammon)
    assert sorted(r.points) == [1.0] * 18 + [2.0] * 54
    # Game k's first throw is the k-th: the short ones score a single game.
    assert [p == 1.0 for p in r.points[:36]] == [t in SHORT for t in THROWS]


def test_repeatable_and_seeded():
    g = midgame("backgammon", 5, 8)
    a = rollout(EV["backgammon"], g.position, games=12, seed=3, truncate=6)
    b = rollout(EV["backgammon"], g.position, games=12, seed=3, truncate=6)
    c = rollout(EV["backgammon"], g.position, games=12, seed="other", truncate=6)
    assert a == b and a.points == b.points
    assert a.points != c.points
    assert a.seed == 3 and a.truncate == 6 and "truncated after 6 turns" in a.text


def test_statistics_add_up():
    g = midgame("backgammon", 9, 6)
    r = rollout(EV["backgammon"], g.position, games=20, truncate=4)
    n = len(r.points)
    mean = sum(r.points) / n
    assert r.equity == pytest.approx(mean)
    sd = (sum((p - mean) ** 2 for p in r.points) / (n - 1)) ** 0.5
    assert r.se == pytest.approx(sd / n ** 0.5)
    lo, hi = r.interval
    assert lo == pytest.approx(r.equity - 1.96 * r.se) and hi == pytest.approx(r.equity + 1.96 * r.se)
    e = r.evaluation
    assert e.equity == pytest.approx(r.equity) and e.win == r.win
    assert 0 <= r.lose_gammon <= r.lose <= 1 and 0 <= r.win_gammon <= r.win <= 1


def test_truncation_scores_with_the_evaluator():
    """Cut after one turn: each game is the evaluator's chances after the
    first throw's best play, so the 36 games average to the mean over the
    throws of the best play's value (what nardy.luck weighs each roll against)."""
    ev = EV["long"]
    pos = midgame("long", 2, 20).position
    r = rollout(ev, pos, games=36, truncate=1)
    by_roll = {roll: e for roll, _, e in ev.best_by_roll(pos)}
    expect = sum(by_roll[(max(t), min(t))].equity for t in THROWS) / 36
    assert r.equity == pytest.approx(expect, abs=1e-9)


def test_bear_off_race_scored_exactly():
    """A pure bear-off race past any gammon: each game stops after its
    first turn, scored by the bear-off database, as a cut after one turn is."""
    pos = Position.from_counts([2, 2, 1, 0, 0, 0] + [0] * 12 + [0, 0, 0, -1, -2, -1], off=(10, 11))
    assert EV["backgammon"].evaluate(pos).exact
    full = rollout(EV["backgammon"], pos, games=36)
    cut = rollout(EV["backgammon"], pos, games=36, truncate=1)
    assert full.points == cut.points
    assert 0 < full.win < 1 and full.win_gammon == full.lose_gammon == 0.0
    assert len(set(full.points)) > 2          # chances, not only whole games


@pytest.mark.parametrize("family", ["long", "backgammon"])
def test_candidates_share_the_dice(family):
    g = midgame(family, 4, 10)
    ev = EV[family]
    ranked = ev.rank(g.position, g.dice)
    assert len(ranked) >= 2
    out = rollout_plays(ev, g.position, g.dice, games=8, truncate=3, best=2)
    assert len(out) == 2 and all(isinstance(x, RolledPlay) for x in out)
    assert out[0].equity >= out[1].equity and out[0].loss == 0.0 and out[0].loss_se == 0.0
    assert out[1].loss == pytest.approx(out[0].equity - out[1].equity)
    assert out[1].loss_se > 0
    assert {x.play.result for x in out} == {r.play.result for r in ranked[:2]}
    # Each candidate alone, the same seed: the same games.
    for x in out:
        alone = rollout(ev, family_rules(family).swap(x.play.result), games=8, truncate=3)
        assert [-p for p in alone.points] == pytest.approx(list(x.rollout.points), abs=1e-12)
    assert out[0].evaluation.equity == pytest.approx(ev.after(out[0].play.result).equity)
    assert "behind the best" in out[1].text and "the evaluator" in out[0].text


def family_rules(family):
    return LONG if family == "long" else BG


def test_candidates_given_by_text_steps_or_play():
    g = midgame("backgammon", 7, 6)
    plays = BG.legal_plays(g.position, g.dice)
    p = plays[0]
    out = rollout_plays(EV["backgammon"], g.position, g.dice, [str(p), p, p.steps], games=2, truncate=1)
    assert len(out) == 1 and out[0].play.result == p.result      # the same play, rolled out once


def test_a_play_that_wins_at_once():
    pos = LAST_CHECKER["long"]
    out = rollout_plays(EV["long"], pos, (6, 5), games=4)
    assert len(out) == 1 and out[0].equity == 2.0 and out[0].rollout.win_gammon == 1.0


def test_progress_counts_every_game():
    calls = []
    g = midgame("backgammon", 3, 6)
    rollout_plays(EV["backgammon"], g.position, g.dice, games=3, truncate=1, best=2,
                  progress=lambda done, total: calls.append((done, total)))
    n = calls[-1][1]
    assert calls == [(i, n) for i in range(1, n + 1)] and n in (3, 6)


@pytest.mark.parametrize("kw, words", [
    ({"games": 0}, "games="), ({"games": MAX_GAMES + 1}, "games="), ({"games": True}, "games="),
    ({"games": 2.0}, "games="), ({"seed": None}, "seed="), ({"seed": 1.5}, "seed="),
    ({"truncate": 0}, "truncate="), ({"truncate": "3"}, "truncate="), ({"progress": 3}, "progress="),
])
def test_bad_options_refused(kw, words):
    with pytest.raises(InvalidOptionError, match=words) as e:
        rollout(EV["long"], LONG.start(), **kw)
    assert repr(next(iter(kw.values()))) in str(e.value)


def test_bad_positions_rolls_and_plays_refused():
    ev = EV["long"]
    with pytest.raises(InvalidOptionError, match="nardy.Position"):
        rollout(ev, "start")
    over = Position.from_counts([0] * 12 + [-15] + [0] * 11, off=(15, 0))
    with pytest.raises(IllegalMoveError, match="already over"):
        rollout(ev, over)
    with pytest.raises(InvalidOptionError, match="needs an evaluator"):
        rollout(None, LONG.start())
    with pytest.raises(InvalidOptionError, match="last-roll draw"):
        rollout(evaluator_for(nardy.variant("long", last_roll_draw=True)), LONG.start())
    with pytest.raises(InvalidDiceError):
        rollout_plays(ev, LONG.start(), (7, 1))
    with pytest.raises(IllegalMoveError):
        rollout_plays(ev, LONG.start(), (6, 5), ["24/20"])
    with pytest.raises(InvalidOptionError, match="plays="):
        rollout_plays(ev, LONG.start(), (6, 5), "24/13")
    with pytest.raises(InvalidOptionError, match="best="):
        rollout_plays(ev, LONG.start(), (6, 5), best=0)


def test_tutor_rollout():
    t = Tutor("backgammon")
    g = midgame("backgammon", 11, 6)
    r = t.rollout(g.position, games=2, truncate=1)
    assert isinstance(r, Rollout) and r.games == 2
    out = t.rollout(g.position, g.dice, games=2, truncate=1, best=1)
    assert len(out) == 1 and out[0].play.result == t.rank(g.position, g.dice)[0].play.result
    with pytest.raises(InvalidOptionError, match="needs the roll"):
        t.rollout(g.position, plays=["24/20"])
    with pytest.raises(TutorUnavailableError):
        Tutor("fevga").rollout(nardy.variant("fevga").start())


def test_lesson_5_1_rollout_as_its_text_says():
    """5.1 rolls out White's worst mistake against the best play: the best
    play comes first, ahead by about a quarter of a point, and the tutor's
    loss was 0.32.  The figures are the lesson's stored outputs, which nbval
    checks the code still prints."""
    import json
    import re
    from pathlib import Path
    path = Path(__file__).resolve().parent.parent / "lessons" / "part5-playing-better" / "01-playing-with-the-tutor.ipynb"
    cells = json.loads(path.read_text())["cells"]
    code = next(c for c in cells if "tutor.rollout(worst.position" in "".join(c["source"]))
    lines = "".join(o.get("text", "") if isinstance(o.get("text", ""), str) else "".join(o["text"])
                    for o in code["outputs"]).splitlines()
    assert len(lines) == 2 and lines[0].startswith("14/6: ") and lines[1].startswith("21/16 18/15: ")
    m = re.search(r"([0-9.]+) ± ([0-9.]+) behind the best", lines[1])
    loss, se = float(m.group(1)), float(m.group(2))
    assert 0.2 <= loss <= 0.3 and loss > se
    for line in lines:     # "each lower than the evaluator's figure by about one standard error"
        eq, se_, ev = map(float, re.search(r": ([-+0-9.]+) ± ([0-9.]+).*the evaluator: ([-+0-9.]+)", line).groups())
        assert 0.5 < (ev - eq) / se_ < 1.5, line
    worst = next(c for c in cells if "worst = review.mistakes(0)[0]" in "".join(c["source"]))
    assert "loses 0.324 (best 14/6)" in "".join("".join(o.get("text", "")) for o in worst["outputs"])
    text = " ".join(" ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown").split())
    for claim in ("14/6 comes out ahead by about a quarter of a point", "the tutor said 0.32",
                  "36 games each", "Both plays came out lower in the rollout, each by about one standard error"):
        assert claim in text, claim
