"""The tutor on the trained evaluator: relations and structure only.

The weights improve as training goes on, so no equity is written down
here: what is checked holds for any sound evaluator (the best play loses
nothing, losses add up, the exact bear-off is respected, a review covers
every turn of a seeded game)."""

import pytest

import nardy
from nardy.bearoff import BearoffDB
from nardy.strategy import make_bot
from nardy.tutor import VERDICTS, Tutor, TutorUnavailableError


def play_out(variant, seed, turns=None, levels=("expert", "simple")):
    g = nardy.Game(variant, seed=seed)
    bots = [make_bot(level, seed=seed + i) for i, level in enumerate(levels)]
    g.opening_roll()
    while not g.over and (turns is None or len(g.turns) < turns):
        if g.dice is None:
            g.roll()
        g.play_bot(bots[g.to_move]) if g.legal_plays() else g.commit()
    return g


@pytest.mark.parametrize("variant", ["long", "nardgammon", "backgammon"])
def test_the_evaluated_games_have_a_tutor(variant):
    t = Tutor(variant)
    assert t.available and t.unavailable is None


@pytest.mark.parametrize("variant", ["gul", "gulbar", "mad-gulbar", "khachapuri", "fevga", "fevga-giul"])
def test_other_variants_get_a_plain_sentence(variant):
    t = Tutor(variant)
    assert not t.available
    assert t.unavailable.startswith(f"The tutor has no evaluator for {t.rules.title} yet")
    with pytest.raises(TutorUnavailableError) as e:
        t.hint(t.rules.start(), (6, 5))
    assert str(e.value) == t.unavailable


@pytest.mark.parametrize("variant,seed", [("long", 1), ("backgammon", 2)])
def test_review_of_a_seeded_game(variant, seed):
    g = play_out(variant, seed)
    assert g.over
    r = Tutor(variant).review(g)
    assert len(r.turns) == len(g.turns) and r.over
    for t in r.turns:
        assert 0.0 <= t.win <= 1.0
        if t.decision:
            assert t.verdict in VERDICTS and t.loss >= 0
            assert (t.loss == 0) == (t.verdict == "best") or t.loss < 1e-9
    # the last play won the game: the evaluator knows it for sure
    last = r.turns[-1]
    assert last.win == 1.0 and last.player == g.result.winner
    for p in (0, 1):
        s = r.players[p]
        assert s.decisions == sum(1 for t in r.turns if t.player == p and t.decision)
        assert s.total_loss == pytest.approx(sum(t.loss for t in r.turns if t.player == p and t.decision))
    # the expert (player 0) plays by the evaluator: it loses less than the simple bot
    assert r.players[1].total_loss > r.players[0].total_loss


def test_forced_first_throw_is_no_decision():
    g = nardy.Game("long", seed=1)
    g.roll((6, 5))
    g.play("24/13")
    r = Tutor("long").review(g)
    assert not r.turns[0].decision and r.turns[0].verdict is None and r.players[0].decisions == 0
    assert r.turns[0].text.endswith("(forced)")


def test_hint_and_judge_agree():
    g = play_out("long", 7, turns=15)
    if g.dice is None:
        g.roll()
    t = Tutor("long")
    hint = t.hint(g.position, g.dice, 3)
    ranked = t.rank(g.position, g.dice)
    assert hint == ranked[:3]
    for c in ranked:
        j = t.judge(g.position, g.dice, c.play)
        assert j.loss == pytest.approx(c.loss) and j.best.play == ranked[0].play


def test_bearoff_ranking_respects_the_table():
    # Both sides bearing off: the evaluator's chances are exact (the bear-off
    # table), so the play the table says leaves the fewest rolls is never
    # judged worse than the one leaving the most.
    bg = nardy.variant("backgammon")
    pos = nardy.Position.from_counts([2, 2, 0, 1, 1, 1] + [0] * 12 + [-1, -1, -2, -2, -1, -1], off=(8, 7))
    db = BearoffDB.load()
    t = Tutor(bg)
    ranked = t.rank(pos, (5, 4))
    by_rolls = sorted(ranked, key=lambda c: db.expected_rolls(c.play.result))
    assert by_rolls[0].equity >= by_rolls[-1].equity
    assert ranked[0].exact


# -- the cube (money play) ----------------------------------------------------------------------
def money_match(turns=6, seed=3):
    m = nardy.Match(0, seed=seed)
    bot = make_bot("expert", seed=1)
    m.opening_roll()
    while len(m.game.turns) < turns:
        if m.dice is None:
            m.roll()
        m.play_bot(bot)
    return m


def test_a_double_and_its_answer_are_judged():
    m = money_match()
    m.offer_double()
    m.pass_()
    t = Tutor("backgammon")
    r = t.review(m)
    dbl, ans = r.cube
    assert (dbl.action, dbl.player, dbl.turn) == ("double", 1, 6)
    assert (ans.action, ans.player, ans.turn) == ("pass", 0, 6)
    dec = t.cube_decision(m.game.position_of(1))      # Black was on roll when he doubled
    assert dbl.decision == dec and ans.decision == dec
    assert dbl.right == ("double" if dec.double else "no double")
    assert ans.right == ("take" if dec.take else "pass")
    assert dbl.cost == pytest.approx(max(0.0, dec.cost(True)))
    assert ans.cost == pytest.approx(max(0.0, dec.take_cost(False)))
    assert r.players[1].cube_decisions == 1 and r.players[0].cube_decisions == 1
    assert r.players[0].cube_loss == pytest.approx(ans.cost)


def test_match_play_cube_in_match_winning_chances():
    m = nardy.Match(5, seed=3)
    bot = make_bot("expert", seed=1)
    m.opening_roll()
    while len(m.game.turns) < 6:
        if m.dice is None:
            m.roll()
        m.play_bot(bot)
    m.offer_double()
    m.take()
    t = Tutor("backgammon")
    r = t.review(m)
    *missed, dbl, ans = r.cube
    assert (dbl.action, ans.action, ans.player) == ("double", "take", 0)
    # Doubles missed before it are judged too, each where the live match cube says "double".
    for c in missed:
        assert (c.action, c.right) == ("no double", "double") and c.decision.double
    dec = t.cube_decision(m.game.position_of(1), away=(5, 5), cube=1)
    assert dbl.decision == dec and 0.0 <= dec.no_double <= 1.0      # match winning chances
    # costs are in equity at the cube: twice the chance lost over a single game's swing
    from nardy.match_equity import equity
    swing = equity(4, 5) - equity(5, 4)
    assert dbl.cost == pytest.approx(max(0.0, dec.cost(True)) * 2 / swing)
    assert ans.cost == pytest.approx(max(0.0, dec.take_cost(True)) * 2 / swing)


def test_no_cube_in_a_one_point_match():
    m = nardy.Match(1, seed=3)
    m.opening_roll()
    m.play_bot(make_bot("expert", seed=1))
    r = Tutor("backgammon").review(m)
    assert r.cube == ()


def test_a_double_missed_in_match_play_is_judged():
    # A bear-off race White leads by about two rolls at 5-away each: with the
    # cube live, White should double on its second turn.  Rolling instead is
    # a missed double, priced in equity at the cube like any other.
    from test_cube_equity import race, resumed
    m = resumed(race({6: 4, 5: 4, 4: 3}, {6: 4, 5: 4, 4: 4, 3: 1}), length=5)
    before = []
    for roll in ((2, 1), (2, 1), (2, 1)):
        before.append(m.position)
        m.roll(roll)
        m.play_bot(make_bot("expert", seed=1))
    t = Tutor("backgammon")
    (missed,) = t.review(m).cube
    assert (missed.turn, missed.player, missed.action, missed.right) == (2, 0, "no double", "double")
    dec = t.cube_decision(before[2], away=(5, 5))
    assert missed.decision == dec and dec.double
    from nardy.match_equity import equity
    swing = equity(4, 5) - equity(5, 4)
    assert missed.cost == pytest.approx(dec.cost(False) * 2 / swing) and missed.cost > 0.0
