"""Match records in gnubg's plain-text .mat format (nardy.matfile): the
layout gnubg's ``export match mat`` writes, reading back with every play
and cube action replayed through the engine, round trips, the two sample
matches in tests/data/, liberal reading of other exporters' variants, and
refusals that name the line.
"""

import pathlib
import re

import pytest

from nardy import Position
from nardy.match import Match
from nardy.matfile import InvalidMatFileError, load_mat, read_mat, save_mat, write_mat
from nardy.notation import MatchState, match_id, position_id
from test_match import random_match

DATA = pathlib.Path(__file__).resolve().parent / "data"
SAMPLES = ["sample_3pt.mat", "sample_money.mat"]


def sample(name):
    return (DATA / name).read_text(encoding="utf-8")


def layout_match():
    """Two short games with every kind of cell: player 1 opening, a hit,
    entering with a hit, a double passed (left column), a double taken, a
    roll then a resignation."""
    m = Match(3, seed=1)
    m.opening_roll([(1, 6)]); m.play("13/7 8/7")
    m.roll((6, 4)); m.play("24/14")
    m.roll((2, 1)); m.play("13/11* 6/5")
    m.roll((5, 3)); m.play("bar/20* 24/21")
    m.offer_double(); m.pass_()
    m.new_game()
    m.opening_roll([(3, 1)]); m.play("8/5 6/5")
    m.roll((6, 4)); m.play("24/14")
    m.offer_double(); m.take()
    m.roll((6, 6)); m.play("24/18(2) 13/7(2)")
    m.roll((2, 1))
    m.resign("gammon")
    return m


LAYOUT = """\
; [Player 1 "White"]
; [Player 2 "Black"]
; [Variation "Backgammon"]
; [Crawford "On"]
; [CubeLimit "64"]

 3 point match

 Game 1
 White : 0                      Black : 0
  1)                             61: 13/7 8/7 
  2) 64: 24/20 20/14             21: 13/11* 6/5 
  3) 53: 25/20* 24/21             Doubles => 2
  4)  Drops                       Wins 1 point 

 Game 2
 White : 0                      Black : 1
  1) 31: 8/5 6/5                 64: 24/18 18/14 
  2)  Doubles => 2                Takes
  3) 66: 24/18 24/18 13/7 13/7   21: 
      Wins 4 points

"""


# ---------------------------------------------------------------------------
# Writing: gnubg's layout
# ---------------------------------------------------------------------------

def test_layout_is_gnubgs():
    """gnubg's ExportGameJF: " Game N", the score line (" %-31s"), numbered
    lines "%3d) %-27s " with the right column at character 33, a blank left
    column when player 1 opens, each checker step on its own (bar 25, off
    0), "*" on a hit, a trailing space after fewer than four steps, the
    dropper's "Drops" beside the doubler's "Wins", the winner's "Wins" in his
    own column (6 or 34 spaces), a blank line after each game."""
    assert write_mat(layout_match()) == LAYOUT


def test_right_column_starts_at_33():
    """Dice at character 33, words (Doubles, Takes, Drops, Wins) at 34."""
    rights = 0
    for line in LAYOUT.splitlines() + sample("sample_3pt.mat").splitlines():
        if re.match(r"^\s*\d+\) ", line) and len(line) > 33:
            rights += 1
            assert line[32] == " " and (line[33] != " " or line[34] in "DTW"), line
    assert rights > 50


def test_layout_reads_back():
    m = read_mat(LAYOUT)
    assert m.names == ("White", "Black") and m.match_length == 3
    assert m.score == (4, 1) and m.winner == 0
    g1, g2 = m.games
    assert [a.action for a in g1.actions] == ["double", "pass"]
    assert (g1.outcome.winner, g1.outcome.points, g1.outcome.how) == (1, 1, "passed")
    assert [a.action for a in g2.actions] == ["double", "take", "resign"]
    assert (g2.outcome.points, g2.outcome.kind, g2.outcome.how) == (4, "gammon", "resigned")
    assert g2.game.dice == (2, 1)                 # rolled, then resigned
    assert write_mat(m) == LAYOUT


def test_a_game_in_progress_is_written_up_to_now():
    m = Match(5, seed=2)
    m.opening_roll([(4, 2)]); m.play("8/4 6/4")
    m.offer_double()
    text = write_mat(m)
    assert text.endswith("  1) 42: 8/4 6/4                  Doubles => 2\n\n")
    again = read_mat(text)
    assert again.cube.offered and again.turn_player == 0 and again.current.outcome is None
    again.take()
    again.roll((3, 1))
    text = write_mat(again)
    assert text.endswith("  2)  Takes                      31: \n\n")
    third = read_mat(text)
    assert third.dice == (3, 1) and third.game.turn_start == again.game.turn_start
    assert third.cube == again.cube


def test_money_play_header_and_zero_point_match():
    m = Match(0, jacoby=True, names=("Ann", "Bob"))
    m.info.update({"Site": "Tbilisi", "Event": "Club night", "EventDate": "2025.03.01"})
    text = write_mat(m)
    assert text.startswith('; [Site "Tbilisi"]\n; [Event "Club night"]\n; [EventDate "2025.03.01"]\n'
                           '; [Player 1 "Ann"]\n; [Player 2 "Bob"]\n; [Variation "Backgammon"]\n'
                           '; [Jacoby "On"]\n; [CubeLimit "64"]\n\n 0 point match\n\n Game 1\n')
    assert read_mat(text).jacoby


@pytest.mark.parametrize("names", [("Ann: the first", "Bob"), ("", "Bob"), (" Ann", "Bob"), ("A\nB", "Bob")])
def test_names_a_mat_file_cannot_hold(names):
    with pytest.raises(InvalidMatFileError, match="cannot hold the player name"):
        write_mat(Match(3, names=names))


def test_a_set_up_position_cannot_be_written():
    pos = Position.from_counts([1] + [0] * 10 + [-15] + [0] * 12, off=(14, 0))
    st = MatchState(match_length=3, dice=(2, 1))
    m = Match.from_match_id(match_id(st), position_id(pos))
    with pytest.raises(InvalidMatFileError, match="set-up position"):
        write_mat(m)


# ---------------------------------------------------------------------------
# The two samples in tests/data/
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", SAMPLES)
def test_samples_round_trip_byte_for_byte(name):
    text = sample(name)
    assert write_mat(read_mat(text)) == text


def test_sample_3pt_match():
    """Ann and Bob, 3 points: a redouble passed, the Crawford game, a
    post-Crawford double taken and a gammon."""
    m = load_mat(DATA / "sample_3pt.mat")
    assert m.names == ("Ann", "Bob") and m.match_length == 3 and m.crawford_rule
    assert m.info["Event"] == "nardy sample match" and m.info["EventDate"] == "2025.01.15"
    assert m.info["Comment"].startswith("A 3-point match")
    assert [g.score for g in m.games] == [(0, 0), (0, 2), (1, 2)]
    assert [g.crawford for g in m.games] == [False, True, False]
    assert m.score == (1, 6) and m.winner == 1 and m.over
    g1, g2, g3 = m.games
    assert [(a.player, a.action, a.value) for a in g1.actions] == [
        (0, "double", 2), (1, "take", 2), (1, "double", 4), (0, "pass", 2)]
    assert (g1.outcome.winner, g1.outcome.points, g1.outcome.how) == (1, 2, "passed")
    assert g2.actions == [] and g2.outcome.how == "played"
    assert [(a.player, a.action) for a in g3.actions] == [(0, "double"), (1, "take")]
    assert (g3.outcome.kind, g3.outcome.cube, g3.outcome.points) == ("gammon", 2, 4)
    assert g1.game.first == 1 and g2.game.first == 0
    text = sample("sample_3pt.mat")
    assert "25/" in text and "/0" in text and "*" in text   # entering, bearing off, hits


def test_sample_money_session_with_jacoby():
    """Money play, Jacoby on: the first game's gammon, cube centred, scores
    1; a take; a redouble passed."""
    m = load_mat(DATA / "sample_money.mat")
    assert m.money and m.jacoby and m.winner is None
    g1, g2, g3 = m.games
    assert (g1.outcome.kind, g1.outcome.cube, g1.outcome.points) == ("gammon", 1, 1)
    assert "Wins 1 point\n" in sample("sample_money.mat")
    assert (g2.outcome.cube, g2.outcome.points) == (2, 2)
    assert [a.action for a in g3.actions] == ["double", "take", "double", "pass"]
    assert m.score == (0, 5)
    # without the Jacoby rule the first game's gammon would be worth 2: the file disagrees
    with pytest.raises(InvalidMatFileError, match="winning 2 points, not Bob 1"):
        read_mat(sample("sample_money.mat"), jacoby=False)


def test_save_and_load(tmp_path):
    m = load_mat(DATA / "sample_3pt.mat")
    path = tmp_path / "copy.mat"
    save_mat(m, path)
    assert path.read_text(encoding="utf-8") == sample("sample_3pt.mat")
    path.write_bytes(sample("sample_3pt.mat").replace("Ann", "Ånn").encode("latin-1"))
    assert load_mat(path).names == ("Ånn", "Bob")


# ---------------------------------------------------------------------------
# Round trips of whole random matches
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("length, seed", [(5, 1), (5, 2), (3, 3), (1, 4), (0, 5)])
def test_random_matches_round_trip(length, seed):
    m = random_match(length, seed, jacoby=not length)
    text = write_mat(m)
    again = read_mat(text)
    assert write_mat(again) == text
    assert again.score == m.score and again.jacoby == m.jacoby
    for a, b in zip(m.games, again.games):
        assert a.outcome == b.outcome and a.crawford == b.crawford and a.actions == b.actions
        assert [[s[:2] + s[3:] for s in t.steps] for t in a.game.turns] == \
            [[s[:2] + s[3:] for s in t.steps] for t in b.game.turns]
        assert a.game.position == b.game.position


# ---------------------------------------------------------------------------
# Reading what other exporters write
# ---------------------------------------------------------------------------

def _games(m):
    return [(g.score, g.crawford, g.outcome, [a[1:] for a in g.actions], g.game.position) for g in m.games]


def test_liberal_reading_of_other_exporters():
    """eXtreme Gammon and others: a BOM and CRLF line ends, '#' comments,
    wider columns, dice lower first, 'Cannot Move' for a dance, 'bar'/'off'
    words, combined moves, 'Wins N points and the match'."""
    text = sample("sample_3pt.mat")
    base = _games(read_mat(text))
    lines = []
    for line in text.splitlines():
        if re.match(r"^\s*\d+\) ", line) and len(line) > 33 and line[32] == " ":
            line = line[:32] + "     " + line[32:]                 # right column at 38
        lines.append(line)
    other = "\r\n".join(lines) + "\r\n"
    other = "\ufeff# exported elsewhere\r\n" + other
    other = other.replace("63: \r\n", "63: Cannot Move\r\n", 1)     # a dance
    other = other.replace("62: 13/7 7/5 ", "26: 13/5 ", 1)           # dice lower first, one combined move
    other = other.replace("25/24 6/1", "bar/24 6/1", 1)
    other = other.replace("Wins 4 points", "Wins 4 points and the match")
    assert other.count("Cannot Move") == 1 and "26: 13/5" in other and "bar/24" in other
    assert _games(read_mat(other)) == base


def test_doubled_moves_and_off():
    text = LAYOUT.replace("66: 24/18 24/18 13/7 13/7", "66: 24/18(2) 13/7(2)     ")
    assert _games(read_mat(text)) == _games(read_mat(LAYOUT))


# ---------------------------------------------------------------------------
# Refusals: the line that breaks a rule or the format
# ---------------------------------------------------------------------------

def broken(old, new, count=1):
    text = sample("sample_3pt.mat")
    assert old in text, old
    return text.replace(old, new, count)


@pytest.mark.parametrize("text, phrase", [
    (broken("62: 13/7 7/5 ", "62: 13/1     "), r"line 15 \('  1\)  +62: 13/1'\)"),
    (broken("62: 13/7 7/5 ", "62: 13/7 7/4 "), "line 15"),
    (broken("  1) 52: 13/8 8/6                62: 13/11 11/5", "  1) 52: 13/8 8/6                 Doubles => 2"),
     "this is the Crawford game"),
    (broken("Wins 2 points ", "Wins 3 points "), "winning 2 points, not Bob 3"),
    (broken("Bob : 2\n", "Bob : 3\n"), "the score after game 1 is 0-2"),
    (broken("Ann : 1 ", "Anne : 1"), "the players were"),
    (broken(" Game 3", " Game 4"), "game 4 where game 3 was expected"),
    (broken(" Doubles => 4", " Doubles => 8"), "the double is to 4, not 8"),
    (broken(" Takes", " Beavers"), "beavers"),
    (broken("62: 13/7 7/5 ", "62: ???     "), "not recorded"),
    (broken(" Takes", " Drops"), "game 1 is over|nothing to|is over"),
    (broken(" 3 point match", " three point match"), "expected 'N point match'"),
    (broken(" 3 point match", " 3 point match\n\n Game 1\n Ann : 0   Bob : 0\n\n Game 1"), "game 1 where game 2"),
    (sample("sample_3pt.mat") + " Game 4\n Ann : 1                        Bob : 6\n", "the match was won in game 3"),
    (broken("  2) 65: 13/8 13/7", "  2) 65: 13/8 13/7 nonsense"), "cannot read 'nonsense'"),
    (broken("      Wins 1 point", "      Wins 1 pint"), "'Wins N point"),
    ("", "no 'N point match'"),
    (" 3 point match\n", "no games"),
    (" 3 point match\n Ann : 0   Bob : 0\n", "expected ' Game 1'"),
    (" 3 point match\n Game 1\n", "no score line"),
    (" 3 point match\n Game 1\n Ann 0 Bob 0\n", "expected the score line"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 33: 8/5(2) 6/3(2)\n", "never is"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 31: 8/5 6/5   42: 8/4 6/4   51: 13/8 6/5\n",
     "more than two"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 31: 8/5 6/5\n  Takes\n", "only 'Wins N points'"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 31: 8/5 6/5\n  2) 42: 8/4 6/4\n",
     "Ann rolls, but it is Bob's turn"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 31: 8/5 6/5                 42: \n"
     "  2) 42: 8/4 6/4\n", "Bob rolled 42 but the file gives no play"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 31: 8/5 6/5                 Doubles => 2\n"
     "  2)  Takes                      Wins 1 point\n", "Bob cannot win 1 with the cube at 2"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 31: 8/5 6/5\n                                  "
     "Wins 5 points\n", "cannot win 5"),
    (" 3 point match\n Game 1\n Ann : 0   Bob : 0\n  1) 31: 8/5 6/5\n Game 2\n Ann : 0   Bob : 0\n",
     "game 1 has no result"),
    ('; [Variation "Nackgammon"]\n 3 point match\n', "not standard backgammon"),
    ("garbage\n 3 point match\n", "expected 'N point match'"),
], ids=lambda v: v if isinstance(v, str) and len(v) < 30 else None)
def test_refusals_name_the_line(text, phrase):
    with pytest.raises(InvalidMatFileError, match=phrase):
        read_mat(text)


def test_a_refused_play_keeps_the_engines_reason():
    with pytest.raises(InvalidMatFileError) as info:
        read_mat(broken("62: 13/7 7/5 ", "62: 13/7 7/4 "))
    assert info.value.__cause__ is not None
    assert "line 15" in str(info.value) and str(info.value.__cause__) in str(info.value)


def test_a_finished_game_without_its_wins_line():
    text = LAYOUT.replace("  4)  Drops                       Wins 1 point \n", "  4)  Drops\n")
    with pytest.raises(InvalidMatFileError, match="has no 'Wins' line"):
        read_mat(text)


def test_not_text():
    with pytest.raises(InvalidMatFileError, match="is text"):
        read_mat(b" 3 point match")


def test_crawford_rule_off_round_trips():
    m = Match(3, crawford_rule=False, seed=3)
    m.resign("gammon", player=1)
    m.new_game()
    text = write_mat(m)
    assert '; [Crawford "Off"]\n' in text
    again = read_mat(text)
    assert not again.crawford_rule and not again.crawford and again.score == (2, 0)
    assert read_mat(text.replace('"Off"', '"On"')).crawford          # the header decides
