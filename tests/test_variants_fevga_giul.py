"""Fevga-Giul ("Fevga Rabid - Giul", seed 000): every sentence of the
section is a test, and so is each reading the module states
(nardy/rules/fevga_giul.py): Fevga's rules with Gul's progression and
passed moves."""

import nardy
from nardy.dice import Moves, Stage
from reference import make, texts

GIUL = nardy.variant("fevga-giul")


def run_go(pos, roll):
    """Roll ``roll`` in ``pos`` and play the first legal play of every
    stage until someone must throw: [(kind, player, dice, moves played)]."""
    g = nardy.Game("fevga-giul", position=pos)
    g.roll(roll)
    out = []
    while g.dice is not None and not g.over:
        legal = g.legal_plays()
        out.append((g.stage.kind, g.stage.player, g.dice, len(legal[0]) if legal else 0))
        if legal:
            g.play(legal[0])
        else:
            g.commit()
    return out, g


def test_fevgas_rules_hold_the_lead_checker_and_the_opening_double():
    """Fevga-Giul is Fevga: one lead checker, no second with an opening
    6-6 -- and the three 6s left pass to the opponent (sentence 1), who
    plays them with its own lead checker, then throws."""
    start = GIUL.start()
    assert texts(GIUL.legal_plays(start, (6, 5))) == {"24/13"}
    assert texts(GIUL.legal_plays(start, (6, 6))) == {"24/18"}
    g = nardy.Game("fevga-giul", position=start)
    g.roll((6, 6))
    assert g.stage_text == "Fevga-Giul: playing 6-6"
    g.play("24/18")
    assert g.stage_text == "Fevga-Giul: playing 3 moves of 6 passed by the opponent (from the 6-6)"
    seen, g = run_go(start, (6, 6))
    assert seen == [("roll", 0, (6, 6), 1), ("passed", 1, Moves(6, 3), 1)]
    assert g.stage == Stage("roll", 1)


def test_the_doubles_progression_up_to_six_six():
    """"These moves" are Gul's progression: 2-2, then 3-3 .. 6-6, all by
    the same player."""
    seen, g = run_go(make({24: 5, 23: 3, 21: 3, 20: 2, 10: 2}, {12: 15}), (2, 2))
    assert seen == [("roll", 0, (2, 2), 4), ("double", 0, (3, 3), 4), ("double", 0, (4, 4), 4),
                    ("double", 0, (5, 5), 4), ("double", 0, (6, 6), 4)]
    assert g.to_move == 1


def test_s1_s3_the_moves_not_made_pass_to_the_opponent():
    """1: "Jika pemain tidak mempunyai peluang untuk melakukan mana-mana
    gerakan ini, maka pihak lawan mesti membuat gerakan yang kurang
    dimainkan." -- "If the player has no chance to make any of these moves,
    the opponent must make the moves left unplayed."  3: "Pihak lawan
    mengambil semua gerakan yang tidak dimainkan." -- "The opponent takes
    all the moves not played."  The 6-6 of a 4-4 progression is played only
    twice: its two 6s pass."""
    pos = make({24: 10, 23: 4, 5: 1}, {12: 10, 17: 1, 16: 1, 15: 1, 14: 1, 13: 1})
    seen, g = run_go(pos, (4, 4))
    assert seen == [("roll", 0, (4, 4), 4), ("double", 0, (5, 5), 4), ("double", 0, (6, 6), 2),
                    ("passed", 1, Moves(6, 2), 2)]


def test_s2_a_rolled_double_that_cannot_be_started_is_not_played_nor_passed():
    """2: "Jika pemain tidak boleh mula bermain berganda yang dilontar, ia
    tidak dimainkan dan tidak lulus kepada pihak lawan." -- "If the player
    cannot begin to play the double thrown, it is not played and does not
    pass to the opponent."  (the digest of the seeds leaves this out for Giul;
    the seed has it.)"""
    seen, g = run_go(make({24: 14, 23: 1}, {18: 1, 17: 1, 12: 13}), (6, 6))
    assert seen == [("roll", 0, (6, 6), 0)]
    assert g.stage == Stage("roll", 1) and g.pending == ()


def test_reading_a_later_double_that_cannot_be_started_passes_with_the_rest():
    """Reading: only the *thrown* double is spared; the 5-5 after a 4-4
    that cannot be started passes, with the 6-6 after it."""
    pos = make({24: 10, 23: 4, 5: 1}, {12: 10, 19: 1, 18: 1, 15: 1, 14: 1, 13: 1})
    seen, g = run_go(pos, (4, 4))
    assert seen[:2] == [("roll", 0, (4, 4), 4), ("double", 0, (5, 5), 0)]
    assert [(k, p, d) for k, p, d, _ in seen[2:]] == [("passed", 1, Moves(5, 4)), ("passed", 1, Moves(6, 4))]


def test_s4_the_progression_stops_once_all_checkers_are_home():
    """4: "Jika pemain telah membawa semua dam ke dalam rumah, maka
    perkembangan beregu terhenti." -- "If the player has brought all
    checkers into the home, the progression of doubles stops."  """
    pos = make({9: 1, 8: 1, 5: 5, 4: 4, 2: 4}, {12: 15})
    g = nardy.Game("fevga-giul", position=pos)
    g.roll((3, 3))
    g.play("9/6 8/5 5/2 5/2")
    assert g.to_move == 1 and g.dice is None


def test_s5_moves_inside_the_home_are_allowed():
    """5: "Anda boleh berjalan di dalam rumah." -- "You may move inside the
    home."  Even while bearing off (unlike Gul and Mad Gulbar), and a larger
    die bears off from the highest point (classic)."""
    pos = make({6: 2, 3: 1, 1: 3}, {12: 15}, off=(9, 0))
    assert texts(GIUL.legal_plays(pos, (5, 4))) == {"6/2 6/1"}
    low = make({3: 1, 1: 2}, {12: 15}, off=(12, 0))
    assert texts(GIUL.legal_plays(low, (6, 5))) == {"3/off 1/off"}


def test_giul_title_and_options():
    assert GIUL.title == "Fevga-Giul" and GIUL.options == {}
