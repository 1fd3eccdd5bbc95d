"""The board's tutor, driven from Python as a learner drives it: the switch,
Hint, the verdict after a poor play, Show best, the review and a click on a
mistake.  No equity is written down (the weights keep improving): the
tests compare the board with the tutor's own answers."""

import pytest

import nardy
from nardy.strategy import make_bot
from nardy.tutor import Tutor
from nardy.widgets import Board, Diagram

TUTOR = Tutor("long")


def worst(board):
    """The play the tutor ranks last for the board's roll (a deliberately bad one)."""
    g = board.game
    return TUTOR.rank(g.turn_start, g.dice)[-1]


def play_badly(board, turns):
    """Make the learner's worst play each turn; return the turns it was flagged."""
    flagged = []
    while len(flagged) < turns:
        board.roll()
        if board.game.dice is None or board.status == "over":
            continue
        board.play(worst(board).play)
        if board.tutor_view["verdict"]:
            flagged.append(board.tutor_view["verdict"]["turn"])
    return flagged


def test_off_by_default_with_a_switch():
    b = Board("long", seed=3)
    assert b.tutor is False
    tv = b.tutor_view
    assert tv["offered"] and not tv["on"] and tv["available"]
    with pytest.raises(nardy.IllegalMoveError, match="the tutor is off"):
        b.hint()
    assert b.message.startswith("the tutor is off")
    b._on_front_end(b, {"type": "tutor"})                   # the Tutor button
    assert b.tutor is True and b.tutor_view["on"]
    b.tutor = False                                          # the trait, from Python
    assert not b.tutor_view["on"]


def test_diagram_has_no_tutor():
    assert Diagram(nardy.variant("long").start()).tutor_view == {"offered": False}


def test_a_game_without_evaluator_says_so():
    b = Board("gul", tutor=True)
    tv = b.tutor_view
    assert tv["on"] and not tv["available"]
    assert tv["note"] == Tutor("gul").unavailable
    b.roll(6, 5)
    with pytest.raises(nardy.IllegalMoveError, match="no evaluator for Gul"):
        b.hint()


def test_hint_draws_the_best_plays():
    b = Board("long", seed=5, bot=make_bot("expert", 1), play_as="white", tutor=True)
    assert not b.tutor_view["can_hint"]                      # no dice yet
    with pytest.raises(nardy.IllegalMoveError, match="has not rolled yet"):
        b.hint()
    b.roll()
    b.play(b.game.legal_plays()[0])                          # the forced first throw
    b.roll()
    while len(b.game.legal_plays()) < 3:                     # a roll with a real choice
        b.play(b.game.legal_plays()[0])
        b.roll()
    assert b.tutor_view["can_hint"]
    hints = b.hint()
    g = b.game
    assert [c.play for c in hints] == [c.play for c in TUTOR.rank(g.turn_start, g.dice)[:3]]
    tv = b.tutor_view["hints"]
    assert [x["play"] for x in tv] == [str(c.play) for c in hints]
    assert [x["rank"] for x in tv] == [1, 2, 3]
    assert tv[0]["equity"] == f"{hints[0].equity:+.3f}"
    drawn = [a for a in b.arrows if a["kind"] == "hint"]
    assert len(drawn) == sum(len(c.play.steps) for c in hints)
    assert {a["rank"] for a in drawn} == {1, 2, 3}
    # the hint is for this turn only
    b.play(hints[0].play)
    assert b.tutor_view["hints"] == [] and not [a for a in b.arrows if a["kind"] == "hint"]


def test_a_bad_play_gets_its_verdict_and_show_best():
    b = Board("long", seed=3, bot=make_bot("expert", 1), play_as="white", tutor=True)
    play_badly(b, 1)
    v = b.tutor_view["verdict"]
    assert v["kind"] in ("doubtful", "bad", "very-bad")
    j = b.show_best()
    assert v["text"] == (f"{j.verdict.capitalize()}: {j.play} loses {j.loss:.3f} in equity; the best play was "
                         f"{j.best.play} ({j.best.equity:+.3f}).")
    c = b.tutor_view["compare"]
    assert c["played"]["label"].startswith(f"Played: {j.play} (")
    assert c["best"]["label"] == f"Best: {j.best.play}"
    assert c["played"]["svg"].startswith("<svg") and c["best"]["svg"].startswith("<svg")
    assert c["why"] == j.explain(opponent="Black").text
    # the verdict survives the bot's reply, and goes with the learner's next play
    assert b.game.to_move == 0
    b.roll()
    if b.game.dice is not None:
        best = TUTOR.rank(b.game.turn_start, b.game.dice)[0]
        b.play(best.play)
        assert b.tutor_view["verdict"] == {} and b.tutor_view["compare"] == {}


def test_the_bots_plays_are_not_judged():
    b = Board("long", seed=3, bot=make_bot("random", 1), play_as="white", tutor=True)
    for _ in range(6):
        b.roll()
        if b.game.dice is not None:
            b.play(TUTOR.rank(b.game.turn_start, b.game.dice)[0].play)
    assert b.tutor_view["verdict"] == {}            # the learner played the best; the random bot is not judged
    r = b.review()
    assert r.players[1].decisions > 0               # the review still covers both sides
    shown = b.tutor_view["review"]["mistakes"]
    assert all(" White " in m["text"] for m in shown)


def test_review_lists_mistakes_and_shows_one():
    b = Board("long", seed=3, bot=make_bot("expert", 1), play_as="white", tutor=True)
    with pytest.raises(nardy.IllegalMoveError, match="nothing to review yet"):
        b.review()
    flagged = play_badly(b, 3)
    r = b.review()
    panel = b.tutor_view["review"]
    assert panel["title"] == f"Review of the game so far ({len(r.turns)} turns)"
    assert panel["summary"][:2] == [r.players[0].text, r.players[1].text]
    mine = r.mistakes(0)
    assert [m["text"] for m in panel["mistakes"]] == [m.text for m in mine][:10]
    assert sorted(m["turn"] for m in panel["mistakes"]) == sorted(flagged)
    assert panel["chart"].startswith("<svg") and panel["chart"].count('class="nb-chart-mistake"') == len(mine)
    m = b.show_mistake(1)
    c = b.tutor_view["compare"]
    assert m == mine[1] and c["index"] == 1 and c["turn"] == m.turn + 1
    assert c["title"] == f"Turn {m.turn + 1}: White to play {m.roll[0]}-{m.roll[1]}, seen from White's side"
    b._on_front_end(b, {"type": "show_mistake", "index": 0})     # a click on the first mistake
    assert b.tutor_view["compare"]["index"] == 0
    with pytest.raises(nardy.IllegalMoveError, match="no mistake 99"):
        b.show_mistake(99)
    b._on_front_end(b, {"type": "close_review"})
    assert b.tutor_view["review"] == {} and b.tutor_view["compare"] == {}


def test_a_hint_is_noted_in_the_review():
    b = Board("long", seed=3, bot=make_bot("expert", 1), play_as="white", tutor=True)
    b.roll()
    b.hint()
    b.play(b.game.legal_plays()[0])
    r = b.review()
    assert r.turns[0].hinted and r.players[0].hints == 1
    assert "1 hint" in b.tutor_view["review"]["summary"][0]


def test_new_game_forgets_the_tutors_state():
    b = Board("long", seed=3, bot=make_bot("expert", 1), play_as="white", tutor=True)
    play_badly(b, 1)
    b.review()
    b.new_game()
    tv = b.tutor_view
    assert tv["on"] and tv["verdict"] == {} and tv["review"] == {} and tv["hints"] == []


def test_backgammon_money_review_judges_the_cube():
    b = Board(match=0, seed=4, bot=make_bot("expert", 2), tutor=True)
    white = make_bot("expert", 3)        # White plays well, so Black has no early double
    while len(b.game.turns) < 5:
        b.roll()
        if b.game.dice is not None and b.status == "move":
            b.play(white(b.game))
    assert b.can_double
    b.double()                                    # White doubles; the bot answers at once
    r = b.review()
    dbl = next(c for c in r.cube if c.action == "double")
    assert dbl.player == 0 and dbl.turn == 5
    assert dbl.right == ("double" if dbl.decision.double else "no double")
    answer = next(c for c in r.cube if c.action in ("take", "pass"))
    assert answer.player == 1
    panel = b.tutor_view["review"]
    assert panel["cube"] == [dbl.text] if dbl.flagged else panel["cube"] == []
    assert panel["summary"][0].endswith(f"cube: 1 decision, lost {dbl.cost:.3f}")


def test_nardgammon_has_the_tutor_too():
    b = Board("nardgammon", seed=2, bot=make_bot("expert", 1), tutor=True)
    assert b.tutor_view["available"]
    b.roll()
    while b.game.dice is None or len(b.game.legal_plays()) < 2:
        if b.game.dice is not None:
            b.play(b.game.legal_plays()[0])
        b.roll()
    hints = b.hint()
    t = Tutor("nardgammon")
    assert [c.play for c in hints] == [c.play for c in t.rank(b.game.turn_start, b.game.dice)[:3]]
