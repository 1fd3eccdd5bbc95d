"""nardy.tutor: ranking, verdicts and reviews.

The logic (bands, losses, the review's sums) is tested with a stand-in
evaluator whose equities are set here; the real evaluator's values change
as training goes on, so tests on it assert relations and structure only
(tests/test_tutor_evaluator.py)."""

from dataclasses import dataclass

import pytest

import nardy
from nardy.strategy import equity as heuristic_equity
from nardy.strategy import strong_bot
from nardy.tutor import (BAD, DOUBTFUL, FLAGGED, NOISE, VERDICTS, VERY_BAD, Tutor, TutorUnavailableError,
                         verdict)

LONG = nardy.variant("long")


@dataclass(frozen=True)
class Eval:
    win: float
    equity: float
    exact: bool = False


@dataclass(frozen=True)
class Ranked:
    play: object
    equity: float
    evaluation: Eval


class StandIn:
    """The evaluator's interface (rank / after) over a given value
    function of the position a play leaves: ``value(result) -> equity``."""

    def __init__(self, rules, value, exact=False):
        self.rules, self.value, self.exact = rules, value, exact

    def _eval(self, result):
        e = self.value(result)
        return Eval(min(1.0, max(0.0, 0.5 + e / 4)), e, self.exact)

    def after(self, result):
        return self._eval(result)

    def rank(self, position, roll):
        out = [Ranked(p, self._eval(p.result).equity, self._eval(p.result))
               for p in self.rules.legal_plays(position, roll)]
        return sorted(out, key=lambda r: -r.equity)


# -- verdict bands ----------------------------------------------------------------------
@pytest.mark.parametrize("loss,expected", [
    (0.0, "best"), (1e-12, "best"), (0.01, "good"), (DOUBTFUL - 1e-6, "good"), (DOUBTFUL, "doubtful"),
    (BAD - 1e-6, "doubtful"), (BAD, "bad"), (VERY_BAD - 1e-6, "bad"), (VERY_BAD, "very bad"), (1.5, "very bad")])
def test_bands(loss, expected):
    assert verdict(loss, noise=0.0) == expected


def test_noise_hides_what_the_evaluator_cannot_tell_apart():
    assert verdict(0.05, noise=0.06) == "good"
    assert verdict(0.05, noise=0.06, exact=True) == "doubtful"     # exact values: no error to allow for
    assert verdict(0.07, noise=0.06) == "doubtful"
    assert DOUBTFUL < BAD < VERY_BAD
    between = (DOUBTFUL + NOISE) / 2 if NOISE > DOUBTFUL else None
    if between is not None:            # a loss past the band but within the evaluator's error
        assert verdict(between) == "good" and verdict(between, exact=True) == "doubtful"
    assert set(FLAGGED) < set(VERDICTS)


# -- ranking and judging -------------------------------------------------------------------
def pips_value(rules):
    """A stand-in equity: the pip lead after the play, scaled (more pips
    moved and more checkers home is better)."""
    def value(result):
        m, o = rules.pips(result)
        return (o - m) / 100
    return value


def middle_game():
    g = nardy.Game("long", seed=11)
    bot = strong_bot(3)
    g.opening_roll()
    for _ in range(12):
        if g.dice is None:
            g.roll()
        g.play_bot(bot) if g.legal_plays() else g.commit()
    g.roll()
    return g


def test_rank_orders_and_measures_losses():
    g = middle_game()
    t = Tutor(LONG, StandIn(LONG, lambda r: heuristic_equity(r)))
    choices = t.rank(g.position, g.dice)
    assert len(choices) == len(g.legal_plays()) > 1
    assert choices[0].loss == 0 and choices[0].verdict == "best"
    eqs = [c.equity for c in choices]
    assert eqs == sorted(eqs, reverse=True)
    for c in choices:
        assert c.loss == pytest.approx(choices[0].equity - c.equity)
        assert c.verdict == verdict(c.loss)


def test_judge_by_text_steps_and_play():
    g = middle_game()
    t = Tutor(LONG, StandIn(LONG, lambda r: heuristic_equity(r)))
    choices = t.rank(g.position, g.dice)
    worst = choices[-1]
    j = t.judge(g.position, g.dice, str(worst.play))
    assert j.play.result == worst.play.result and j.best == choices[0]
    assert j.loss == pytest.approx(worst.loss)
    assert j.rank == 1 + sum(1 for c in choices if c.equity > worst.equity + 1e-12)
    assert t.judge(g.position, g.dice, worst.play).loss == j.loss
    assert t.judge(g.position, g.dice, [(s.frm, s.to) for s in worst.play.steps]).loss == j.loss
    if j.flagged:
        assert j.text.startswith(f"{j.verdict.capitalize()}: {worst.play} loses {j.loss:.3f} in equity; "
                                 f"the best play is {choices[0].play}")
    best = t.judge(g.position, g.dice, choices[0].play)
    assert best.verdict == "best" and best.rank == 1 and not best.flagged
    assert best.text.startswith(f"{choices[0].play} is the best play")


def test_judge_refuses_an_illegal_play():
    t = Tutor(LONG, StandIn(LONG, pips_value(LONG)))
    with pytest.raises(nardy.IllegalMoveError):
        t.judge(LONG.start(), (6, 5), "13/7 13/8")


def test_judge_explains_in_words():
    pos = nardy.Position.from_counts([0] * 11 + [-15] + [0] * 2 + [1] + [0] * 2 + [1] + [0] * 5 + [13])
    # the stand-in prefers fewer checkers on the head
    t = Tutor(LONG, StandIn(LONG, lambda r: -r.at(24) / 10))
    j = t.judge(pos, (6, 3), "18/9")
    assert j.best.play.result.at(24) == 12 and j.verdict == "bad"
    assert j.explain(opponent="Black").reasons[0].endswith("off the head (12 left, not 13).")


def test_hint_gives_the_best_plays():
    g = middle_game()
    t = Tutor(LONG, StandIn(LONG, lambda r: heuristic_equity(r)))
    h = t.hint(g.position, g.dice, 2)
    assert h == t.rank(g.position, g.dice)[:2]
    for bad in (0, True, "3"):
        with pytest.raises(nardy.InvalidOptionError, match="1 or more"):
            t.hint(g.position, g.dice, bad)


# -- availability -------------------------------------------------------------------------------
def test_a_game_without_evaluator_gets_a_sentence():
    t = Tutor("gul")
    assert not t.available
    assert t.unavailable == ("The tutor has no evaluator for Gul yet: it judges long nardy, Nardgammon "
                             "and backgammon.")
    with pytest.raises(TutorUnavailableError, match="no evaluator for Gul"):
        t.rank(t.rules.start(), (6, 5))


# -- reviews ---------------------------------------------------------------------------------------
def seeded_game(n_turns=None, seed=5):
    g = nardy.Game("long", seed=seed)
    bots = (strong_bot(1), strong_bot(2, lookahead=False))
    g.opening_roll()
    while not g.over and (n_turns is None or len(g.turns) < n_turns):
        if g.dice is None:
            g.roll()
        g.play_bot(bots[g.to_move]) if g.legal_plays() else g.commit()
    return g


def test_review_of_a_finished_game():
    g = seeded_game()
    t = Tutor(LONG, StandIn(LONG, lambda r: heuristic_equity(r)))
    r = t.review(g, hinted=[0])
    assert r.over and len(r.turns) == len(g.turns)
    for tr, turn in zip(r.turns, g.turns):
        assert tr.player == turn.player and tr.roll == tuple(turn.roll) and tr.name == g.names[turn.player]
        if tr.play is not None:
            assert tuple(tr.play.steps) and tr.loss >= 0
            assert tr.play.result == LONG.apply_steps(tr.position, tr.roll, turn.steps)
        if tr.decision:
            assert tr.verdict in VERDICTS and tr.loss == pytest.approx(tr.best_equity - tr.equity)
        else:
            assert tr.verdict is None and tr.loss == 0
    assert r.turns[0].hinted and not any(x.hinted for x in r.turns[1:])
    for p in (0, 1):
        mine = [x for x in r.turns if x.player == p and x.decision]
        s = r.players[p]
        assert s.decisions == len(mine) > 0
        assert s.total_loss == pytest.approx(sum(x.loss for x in mine))
        assert s.average_loss == pytest.approx(s.total_loss / s.decisions)
        assert sum(s.counts.values()) == s.decisions
    assert r.players[g.turns[0].player].hints == 1
    m = r.mistakes()
    assert [x.loss for x in m] == sorted((x.loss for x in m), reverse=True)
    assert all(x.flagged for x in m)
    assert r.text.splitlines()[0] == r.players[0].text


def test_review_of_a_running_game_and_chances():
    g = seeded_game(9)
    g.roll()
    g.step(*next((s.frm, s.to) for s in g.legal_steps())) if g.legal_steps() else None
    t = Tutor(LONG, StandIn(LONG, lambda r: heuristic_equity(r)))
    r = t.review(g)
    assert not r.over and len(r.turns) == 9           # the turn under way is not reviewed
    ch0, ch1 = r.chances(0), r.chances(1)
    assert [i for i, _ in ch0] == list(range(9))
    for (_, a), (_, b) in zip(ch0, ch1):
        assert a + b == pytest.approx(1.0)


def test_review_is_deterministic():
    t = Tutor(LONG, StandIn(LONG, lambda r: heuristic_equity(r)))
    assert t.review(seeded_game(20)).text == t.review(seeded_game(20)).text


def test_review_refuses_another_game():
    t = Tutor(LONG, StandIn(LONG, pips_value(LONG)))
    with pytest.raises(TutorUnavailableError):
        t.review(nardy.Game("backgammon", seed=1))
