"""nardy.luck: the luck of a roll and of a game, with the shipped evaluators.

The values move as the networks are trained again, so these tests assert
what holds for any evaluator: a roll's luck averages exactly zero over the
throws that could have come, it is measured against the best play of each
roll, and a game's accounts add up."""

import re
from pathlib import Path

import pytest

import nardy
from nardy.errors import IllegalMoveError, InvalidDiceError, InvalidOptionError
from nardy.evaluator import EvaluatorError, evaluator_for
from nardy.expert import expert_bot
from nardy.luck import LUCKY, VERY_LUCKY, GameLuck, game_luck, luck_table, luck_verdict, roll_luck
from nardy.position import Position
from nardy.tutor import Tutor, TutorUnavailableError

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")
ROLLS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def midgame(family: str, seed: int, turns: int) -> Position:
    g = nardy.Game(family, seed=seed)
    bot = expert_bot(seed=seed)
    for _ in range(turns):
        g.play_bot(bot)
    if g.dice is not None:          # mid-turn after the opening throw: play it out
        g.play_bot(bot)
    return g.position


def a_race() -> Position:
    """Long nardy near its end: a few turns to play."""
    return Position.from_counts([2, 1, 1, 0, 1, 0] + [0] * 12 + [0, -1, -1, 0, -2, -1], off=(10, 10))


@pytest.mark.parametrize("family,seed,turns", [("long", 1, 0), ("long", 3, 12), ("long", 5, 40),
                                               ("backgammon", 2, 6), ("backgammon", 4, 20)])
def test_luck_averages_zero_over_the_throws(family, seed, turns):
    rules = nardy.variant(family)
    ev = evaluator_for(rules)
    pos = midgame(family, seed, turns) if turns else rules.start()
    table = luck_table(ev, pos)
    lucks = [table[max(r), min(r)] for r in ROLLS]
    assert len(table) == 21 and sum(lucks) / 36 == pytest.approx(0.0, abs=1e-12)
    assert max(lucks) > 0 > min(lucks)
    for roll in [(6, 5), (5, 6), (1, 1)]:
        assert roll_luck(ev, pos, roll) == table[max(roll), min(roll)]


def test_an_opening_throw_is_measured_against_the_thirty_that_can_open():
    ev = evaluator_for(BG)
    start = BG.start()
    table = luck_table(ev, start, opening=True)
    assert len(table) == 15 and sum(table.values()) / 15 == pytest.approx(0.0, abs=1e-12)
    assert roll_luck(ev, start, (1, 3), opening=True) == table[3, 1]
    # Against every throw, the doubles in the average, the same roll counts for less.
    assert roll_luck(ev, start, (3, 1), opening=True) != pytest.approx(roll_luck(ev, start, (3, 1)))
    with pytest.raises(IllegalMoveError, match=r"\(4, 4\)"):
        roll_luck(ev, start, (4, 4), opening=True)


def test_luck_is_measured_by_the_best_play_of_each_roll():
    ev = evaluator_for(LONG)
    pos = midgame("long", 7, 20)
    table = ev.best_by_roll(pos)
    assert len(table) == 21 and sum(w for _, w, _ in table) == 36
    tutor = Tutor(LONG)
    for roll, weight, best in table:
        assert weight == (1 if roll[0] == roll[1] else 2) and roll[0] >= roll[1]
        ranked = tutor.rank(pos, roll)
        expected = ranked[0].equity if ranked else ev.after(pos).equity
        assert best.equity == pytest.approx(expected, abs=1e-12)
    mean = sum(w * e.equity for _, w, e in table) / 36
    for roll in [(6, 5), (5, 6), (2, 2)]:
        best = max(r.equity for r in tutor.rank(pos, roll))
        assert roll_luck(ev, pos, roll) == pytest.approx(best - mean, abs=1e-12)


def test_a_roll_that_cannot_be_played_leaves_the_position():
    # White's last checkers on 6 and 5 behind Black's home board block: 6-6 and 5-5 cannot move.
    ev = evaluator_for(LONG)
    for seed in range(40):
        pos = midgame("long", seed, 30)
        stuck = [r for r in ROLLS if r[0] >= r[1] and not LONG.legal_plays(pos, r)]
        if stuck:
            break
    else:
        pytest.skip("no seeded position with an unplayable roll")
    mean = sum(w * e.equity for _, w, e in ev.best_by_roll(pos)) / 36
    assert roll_luck(ev, pos, stuck[0]) == pytest.approx(ev.after(pos).equity - mean, abs=1e-12)


def test_bad_input_is_refused_and_quoted():
    ev = evaluator_for(LONG)
    start = LONG.start()
    with pytest.raises(InvalidDiceError, match="7"):
        roll_luck(ev, start, (7, 1))
    with pytest.raises(InvalidDiceError, match="six"):
        roll_luck(ev, start, "six")
    with pytest.raises(InvalidOptionError, match="'yes'"):
        roll_luck(ev, start, (6, 5), opening="yes")
    with pytest.raises(EvaluatorError, match="None"):
        luck_table(ev, None)
    with pytest.raises(InvalidOptionError, match="'a game'"):
        game_luck(ev, "a game")
    with pytest.raises(InvalidOptionError, match="backgammon"):
        game_luck(ev, nardy.Game("backgammon", seed=1))
    for junk in ("a game", None, start):
        with pytest.raises(InvalidOptionError, match=re.escape(repr(junk))):
            Tutor(LONG).luck(junk)
        with pytest.raises(InvalidOptionError):
            Tutor(LONG).review(junk)
    over = Position.from_counts([0] * 18 + [-1] * 6, off=(15, 9))
    with pytest.raises(EvaluatorError, match="over"):
        ev.best_by_roll(over)


def test_verdicts():
    assert luck_verdict(0.0) is None and luck_verdict(LUCKY - 1e-9) is None and luck_verdict(-LUCKY + 1e-9) is None
    assert luck_verdict(LUCKY) == "lucky" and luck_verdict(VERY_LUCKY) == "very lucky"
    assert luck_verdict(-LUCKY) == "unlucky" and luck_verdict(-VERY_LUCKY - 0.5) == "very unlucky"


def finished_race(seed: int) -> nardy.Game:
    g = nardy.Game("long", seed=seed, position=a_race())
    bot = expert_bot(seed=seed)
    while not g.over:
        g.play_bot(bot)
    return g


def test_a_game_s_accounts_add_up():
    g = finished_race(3)
    before = g.to_json()
    luck = game_luck(evaluator_for(LONG), g)
    assert g.to_json() == before                          # the game is untouched
    assert isinstance(luck, GameLuck) and len(luck.rolls) == len(g.turns) > 2
    for r, t in zip(luck.rolls, g.turns):
        assert (r.player, r.roll, r.name) == (t.player, tuple(t.roll), g.names[t.player])
    for p in (0, 1):
        assert luck.totals[p] == pytest.approx(sum(r.luck for r in luck.rolls if r.player == p))
        assert luck.net(p) == pytest.approx(luck.totals[p] - luck.totals[1 - p])
        assert luck.adjusted(p) == pytest.approx(luck.points[p] - luck.net(p))
    w = g.result.winner
    assert luck.points[w] == g.result.points == -luck.points[1 - w]
    assert luck.adjusted(0) == pytest.approx(-luck.adjusted(1))
    assert [abs(r.luck) for r in luck.luckiest(3)] == sorted((abs(r.luck) for r in luck.rolls), reverse=True)[:3]
    lines = luck.text.splitlines()
    assert lines[0].startswith("White: ") and "adjusted for luck" in lines[0] and lines[1].startswith("Black: ")


def test_each_roll_of_a_game_is_judged_in_the_position_its_player_faced():
    g = finished_race(4)
    ev = evaluator_for(LONG)
    luck = game_luck(ev, g)
    snaps = [s for s in g.replay() if not s.steps]
    for r, snap in zip(luck.rolls, snaps):
        assert r.luck == pytest.approx(roll_luck(ev, snap.position, r.roll), abs=1e-12)


def test_a_running_game_has_no_result_yet_and_the_opening_throw_is_special():
    g = nardy.Game("backgammon", seed=6)
    bot = expert_bot(seed=6)
    for _ in range(3):
        g.play_bot(bot)
    ev = evaluator_for(BG)
    luck = game_luck(ev, g)
    assert luck.points is None and luck.adjusted(0) is None and "adjusted" not in luck.text
    first = g.turns[0]
    assert first.roll[0] != first.roll[1]
    assert luck.rolls[0].luck == pytest.approx(roll_luck(ev, BG.start(), first.roll, opening=True), abs=1e-12)


def test_the_tutor_measures_luck_of_games_and_matches():
    tutor = Tutor(LONG)
    g = finished_race(5)
    assert tutor.luck(g) == game_luck(evaluator_for(LONG), g)
    m = nardy.Match(3, seed=2)
    bot = expert_bot(seed=2)
    for _ in range(2):
        m.game.play_bot(bot)
    assert len(Tutor(BG).luck(m).rolls) == len(m.game.turns) == 2
    with pytest.raises(TutorUnavailableError, match="backgammon"):
        tutor.luck(m)
    with pytest.raises(TutorUnavailableError, match="Gul"):
        Tutor("gul").luck(nardy.Game("gul", seed=1))


def test_lesson_5_1_reads_the_luck_of_its_game_as_its_text_says():
    """5.1's game (the simple bot as White against the expert): White won
    with over a point more luck than Black, the luckiest roll of the game
    was White's 6-6 near the end, and adjusted for luck Black is ahead."""
    import json

    from nardy.widgets.fixtures import played_game
    g = played_game()
    luck = Tutor(LONG).luck(g)
    assert g.result.winner == 0 and luck.net(0) > 1.0
    top = luck.luckiest(1)[0]
    assert top.player == 0 and top.roll == (6, 6) and top.verdict == "very lucky"
    assert top.turn >= len(g.turns) - 10
    assert luck.adjusted(1) > 0 > luck.adjusted(0)
    path = Path(__file__).resolve().parent.parent / "lessons" / "part5-playing-better" / "01-playing-with-the-tutor.ipynb"
    text = " ".join("".join(c["source"]) for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "markdown")
    text = " ".join(text.split())
    for claim in ("White's rolls were worth over a point more than Black's", "White's 6-6",
                  "Take the luck out and Black, the expert, comes out ahead"):
        assert claim in text, claim
