"""The board as a learner meets it (one test or more per item): a fair
opening, the learner's own side, fresh dice, a choice of opponent, a bot's
stages one by one, a board that knows when its kernel is gone, saving a
game, the kernel deciding every trait, double clicks, and right words."""

import re

import pytest

from nardy import Game, Match, NardyError, variant
from nardy.matfile import read_mat
from nardy.strategy import make_bot
from nardy.widgets import Board, Diagram
from nardy.widgets import words


def bot_play(game):
    plays = game.legal_plays()
    return plays[0] if plays else None


# -- 1. a fair opening -----------------------------------------------------------
def opening_seeds(n=40):
    """Seeds whose opening throw the computer wins, and seeds the learner wins."""
    won, lost = [], []
    for seed in range(n):
        b = Board("long", seed=seed, bot="random")
        b.roll()
        (lost if b.bot_side == 0 else won).append((seed, b))
    return won, lost


def test_the_higher_thrower_takes_white_and_moves_first():
    won, lost = opening_seeds()
    assert won and lost
    for _seed, b in lost:                     # the computer threw higher: it is White and has moved
        assert b.bot_side == 0 and b.game.first == 0
        assert "The higher throw takes White: the computer plays White (" in b.message
        assert b.message.startswith("Opening throw: you ")
        assert len(b.game.turns) >= 1 and b.game.turns[0].player == 0
        assert b.to_move == 1 and b.names[1] == "Black" and b.viewer == 1
    for _seed, b in won:
        assert b.bot_side == 1 and "The higher throw takes White: you play White (" in b.message
        assert b.to_move == 0 and b.status == "move" and b.viewer == 0
        you, comp = re.findall(r"you (\d), the computer (\d)", b.message)[-1]
        assert int(you) > int(comp)


def test_the_throw_message_says_what_happens_in_a_two_player_game():
    b = Board("long", seed=1)
    b.roll()
    # Each throw named by the colour it becomes, the higher one White's.
    assert b.message.startswith("Opening throw: 2 and 5. The higher throw takes White: White 5, Black 2; "
                                "White moves first. White rolled ")
    ann = Board("long", seed=1, names=("Ann", "Bob"))
    ann.roll()
    a, c = ann.game.opening[-1]
    winner = "Ann" if a > c else "Bob"
    loser = "Bob" if winner == "Ann" else "Ann"
    assert f"{winner} plays White ({max(a, c)}) and moves first, {loser} plays Black ({min(a, c)})." in ann.message
    assert ann.names[0] == winner                        # the higher thrower is White


def test_backgammon_the_higher_thrower_moves_first_with_those_numbers():
    for seed in range(12):
        b = Board("backgammon", seed=seed, bot=bot_play)
        b.roll()
        first = b.game.first
        assert b.bot_side == 1                           # colours are fixed: the learner is White
        if first == 1:                                   # the computer moved first, with the opening numbers
            assert b.game.turns[0].player == 1 and b.to_move == 0
        white, black = b.game.opening[-1]
        high, low = max(white, black), min(white, black)
        assert b.message.startswith("Opening throw: White ")
        assert (f"White {white}, Black {black}. The higher throw moves first, "
                f"with those two numbers: {b.names[first]} plays {high}-{low}.") in b.message
        assert "rolled" not in b.message                 # (the throw is the first roll: said once)


@pytest.mark.parametrize("play_as, bot_side", [("white", 1), ("black", 0)])
def test_the_learner_may_choose_a_colour(play_as, bot_side):
    b = Board("long", seed=3, bot="simple", play_as=play_as)
    assert b.bot_side == bot_side and b.play_as == play_as
    b.roll()
    assert "Opening throw" not in b.message              # a chosen colour: White simply moves first
    assert b.game.turns[0].player == 0 if play_as == "black" else b.to_move == 0
    with pytest.raises(NardyError):
        Board("long", bot="simple", play_as="green")
    with pytest.raises(NardyError):
        Board("long", bot="simple", play_as="white", bot_side=1)


# -- 2. the board from the learner's side -------------------------------------------
def test_numbers_stay_the_learners_for_the_whole_game():
    b = Board("long", seed=5, bot="random", play_as="black")
    b.roll()                                             # the computer (White) moved; Black to roll
    assert b.viewer == 1 and b.side == 1
    black = list(b.numbering)
    assert black != list(range(1, 25)) and b.places == black
    for _ in range(60):
        if b.status == "over":
            break
        if b.status == "roll":
            b.roll()
        else:
            plays = b.game.legal_plays()
            b.play(plays[0] if plays else "")
        assert b.numbering == black and b.side == 1      # never renumbered
        assert b.points == list(b.game.position_of(1).points)


def test_two_players_keep_whites_numbers_for_the_whole_game():
    """No bot: one numbering all game (White's), and the "Last:" line and
    the messages say Black's plays in it, so they read against the frame."""
    b = Board("long")
    b.roll(6, 5)
    b.play("24/13")
    assert b.viewer == 0 and b.side == 0 and b.places == list(range(1, 25))
    assert b.numbering == list(range(1, 25))            # not renumbered for Black
    assert b.mover_numbering[12] == 1                    # White's 13 is Black's 1: what data-point carries
    b.roll(4, 1)
    b.click(24)                                          # Python clicks the mover's points, as the engine does
    assert b.sources == [24] and b.targets == [23, 20, 19]
    b.click(20)
    assert b.message == ""
    b.undo()
    assert b.message == "Took back 12/8."                 # Black's 24/20, in White's numbers
    b.play("24/20 20/19")
    assert b.last_play == "Black 4-1: 12/7"              # Black's 24/19 is White's 12/7
    assert b.message == "Black played 12/7. White to roll."
    assert (b.arrows[0]["from"], b.arrows[-1]["to"]) == ("12", "7")   # the arrows run between those labels
    assert b.numbering == list(range(1, 25)) and b.points == list(b.game.position_of(0).points)


def test_a_refused_click_names_the_points_as_the_frame_does():
    b = Board("long")
    b.roll(6, 5)
    b.play("24/13")
    b.roll(6, 6)
    b.click(24)
    b.click(12)                                          # Black's 12 is White's 24, held by White
    assert b.game.steps == []
    assert "point 24" in b.message and "point 12" not in b.message, b.message


def test_the_side_a_board_is_opened_for():
    after = Board("long")
    after.roll(6, 5)
    after.play("24/13")
    black = Board("long", position=after.position, to_move=1, dice=(3, 1))
    assert black.side == black.viewer == 1              # a set-up position with Black to move: Black's side
    black.play("24/20")
    assert black.last_play == "Black 3-1: 24/20"
    assert black.side == 1 and "White played" not in black.message
    chosen = Board("long", play_as="black")
    assert chosen.side == 1 and chosen.numbering != list(range(1, 25))
    chosen.roll(6, 5)
    chosen.play("24/13")
    assert chosen.last_play == "White 6-5: 12/1"         # White's 24/13 seen from Black's side
    chosen.new_game()
    assert chosen.side == 1                              # the same side in the next game
    assert Diagram(after.position, "long", to_move=1).side == 1


def test_against_the_computer_its_plays_are_written_in_the_learners_numbers():
    from nardy.widgets.controller import numbers_from
    b = Board("long", seed=5, bot=bot_play, play_as="black")
    seen = []
    b.on_play(seen.append)
    b.roll()                                             # the computer (White) has moved
    bots = seen[0]
    assert bots.player == 0 and str(bots)                # in its own (White's) notation...
    mine = words.renumber(str(bots), numbers_from(b.game.rules, 0, 1))
    assert mine != str(bots)
    assert b.last_play.endswith(f": {mine}")             # ...and on the board in the learner's (Black's)
    assert f"White played {mine}." in b.message


def test_renumber_names_only_points():
    to_black = {w: (w + 11) % 24 + 1 for w in range(1, 25)}          # long nardy: White's 24 is Black's 12
    assert words.renumber("24/18*/13(2) bar/22 6/off", to_black) == "12/6*/1(2) bar/10 18/off"
    assert words.renumber("the head (point 24); points 1-6", to_black) == "the head (point 12); points 13-18"
    assert words.renumber("dice 6-5, 15 checkers, 167 pips", to_black) == "dice 6-5, 15 checkers, 167 pips"


def test_mirrored_layout_is_an_option():
    assert Board("long", mirrored=True).mirrored
    assert not Board("long").mirrored
    with pytest.raises(NardyError):
        Board("long", mirrored="yes")


# -- 3. fresh dice ------------------------------------------------------------------------
def test_new_game_gives_new_dice():
    b = Board("long", seed=9)
    rolls = set()
    for _ in range(8):
        b.roll()
        rolls.add((tuple(b.game.opening), b.game.dice))
        b.new_game()
    assert len(rolls) >= 6
    again = Board("long", seed=9)                        # a seeded board is still reproducible
    again.roll()
    first = Board("long", seed=9)
    first.roll()
    assert again.game.dice == first.game.dice
    b.new_game(seed=4)                                   # a seed on purpose repeats a game
    b.roll()
    c = Board("long")
    c.new_game(seed=4)
    c.roll()
    assert b.game.dice == c.game.dice and b.game.opening == c.game.opening


def test_new_match_gives_new_dice():
    b = Board(match=1, seed=2)
    b.roll()
    first = (b.game.opening, b.game.dice)
    b.resign()
    b.new_game()                                         # the match is over: a new match
    b.roll()
    assert (b.game.opening, b.game.dice) != first


# -- 4. a choice of opponent, in one line ----------------------------------------------
def test_the_opponent_line_and_the_levels():
    b = Board("long", seed=1, bot="simple")
    assert b.levels == ["random", "simple", "strong", "expert"] and b.level == "simple"
    assert b.opponent == "The opening throw decides who plays White and moves first · computer: simple"
    b.set_opponent(level="random")
    assert b.level == "random" and b.message.endswith("computer: random.")
    b.set_opponent(play_as="black")
    assert b.bot_side == 0 and b.opponent == "You play Black · White moves first · computer: random"
    b.roll()
    assert b.opponent == "You play Black · White moved first · computer: random"
    b.set_opponent(play_as="white")                      # in mid-game: from the next game
    assert b.bot_side == 0 and "From the next game: you play White" in b.message
    b.new_game()
    assert b.bot_side == 1
    assert Board("long").opponent == "" and Board("long", bot=bot_play).levels == []
    assert Board("long", bot=bot_play).opponent.endswith("computer: bot_play")
    assert Board("long", bot=lambda game: bot_play(game)).opponent.endswith("computer: your bot")


def test_the_side_menu_says_when_the_throw_decides():
    """On a game set up from a position no throw decided the sides: the
    menu's throw is then a choice for the games to come."""
    b = Board("long", seed=1, bot="simple")
    assert b.play_as_labels == ["the throw decides", "I play White", "I play Black"]
    b.roll()
    assert b.play_as_labels[0] == "the throw decides" and b.game.opening
    set_up = Board("long", position=variant("long").start(), bot="simple")
    assert set_up.play_as == "throw" and set_up.opponent.startswith("You play White · White moves first")
    assert set_up.play_as_labels[0] == "new games: the throw decides"
    set_up.new_game()
    assert set_up.play_as_labels[0] == "the throw decides"
    assert Board("long").play_as_labels == []
    from_a_position = Board("long", position=variant("long").start(), seed=2, bot="simple", bot_side=1)
    assert from_a_position.opponent == "You play White · White moves first · computer: simple"
    # A bot made by level is named by it, and may be changed as a level's name may.
    made = Board("long", seed=1, bot=make_bot("expert", seed=1))
    assert made.level == "expert" and made.opponent.endswith("computer: expert")
    made.set_opponent(level="strong")
    assert made.level == "strong"
    with pytest.raises(NardyError):
        Board("long", bot=bot_play).set_opponent(level="strong")
    with pytest.raises(NardyError):
        b.set_opponent(level="grandmaster")


def test_the_front_end_chooses_the_opponent():
    b = Board("long", seed=1, bot="simple")
    b._on_front_end(b, {"type": "opponent", "level": "strong"})
    assert b.level == "strong"
    b._on_front_end(b, {"type": "opponent", "play_as": "black"})
    assert b.play_as == "black" and b.bot_side == 0
    seq = b.message_seq
    b._on_front_end(b, {"type": "opponent", "play_as": "purple"})
    assert b.message_kind == "error" and b.play_as == "black" and b.message_seq > seq


# -- 7. a board whose kernel is gone says so ---------------------------------------------
def test_every_front_end_message_is_answered():
    """The page takes a message left unanswered for a sign that the kernel
    is gone: so every message moves message_seq, even one that changes
    nothing else."""
    b = Board("long")
    for msg in ({"type": "deselect"}, {"type": "undo_all"}, {"type": "click", "point": 24}, {"type": "roll"}):
        seq = b.message_seq
        b._on_front_end(b, msg)
        assert b.message_seq > seq
    assert b.gone_words == [words.KERNEL_RESTARTED, words.KERNEL_SILENT]
    assert "run this cell again" in words.KERNEL_RESTARTED


# -- 8. save and open a game --------------------------------------------------------------
def test_save_a_game_and_open_it(tmp_path):
    b = Board("long", seed=1, bot="random")
    b.roll()
    for _ in range(6):
        if b.status == "roll":
            b.roll()
        elif b.status == "move":
            plays = b.game.legal_plays()
            b.play(plays[0] if plays else "")
    path = b.save(tmp_path / "game.json")
    assert b.message.startswith("Saved to ") and b.message_kind == "success"
    g = Game.from_json(open(path).read())
    assert g.position == b.game.position and len(g.turns) == len(b.game.turns)
    from nardy.widgets.exercises_long import ReplayViewer
    assert len(ReplayViewer(g)) > 1


def test_save_a_match_as_mat(tmp_path):
    b = Board(match=3, seed=4)
    b.roll()
    b.resign()
    path = b.save(tmp_path / "match.mat")
    m = read_mat(open(path).read())
    assert m.score == b.match.score


def test_save_without_a_path_and_a_bad_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    b = Board("gul")
    path = b.save()
    assert path.startswith("gul-") and path.endswith(".json") and (tmp_path / path).exists()
    with pytest.raises(NardyError):
        b.save(tmp_path / "no" / "such" / "dir" / "x.json")
    assert b.message_kind == "error"
    b._on_front_end(b, {"type": "save"})
    assert b.message.startswith("Saved to ")


# -- 9. the browser proposes, the kernel decides --------------------------------------------
@pytest.mark.parametrize("write", [{"interactive": True}, {"bot_side": -1}, {"status": "over"}, {"to_move": 7},
                                   {"points": [0] * 24}, {"selected": 13}, {"message": "hi"}])
def test_the_front_end_cannot_write_a_trait(write):
    d = Diagram(variant("long").start(), dice=(6, 5))
    b = Board("long", bot="random", bot_side=1)
    for board in (d, b):
        before = {k: getattr(board, k) for k in write}
        sent = []
        board.send_state = lambda keys=None, sent=sent: sent.append(keys)
        board.set_state(write)
        assert {k: getattr(board, k) for k in write} == before
        assert sent == [list(write)]                     # and the page gets the kernel's value back
    d.click(24)                                          # still read-only
    assert d.game.steps == [] and "read-only" in d.message


# -- 10. double clicks -----------------------------------------------------------------
@pytest.mark.parametrize("button", ["roll", "new", "commit"])
def test_a_double_click_acts_once_and_quietly(button):
    b = Board("long", seed=2, auto_commit=False)
    if button == "commit":
        b.roll(6, 5)
        b.click(24), b.click(13)
    b._on_front_end(b, {"type": button})
    state = (b.game.dice, len(b.game.turns), b.message, b.message_kind)
    seq = b.message_seq
    b._on_front_end(b, {"type": button})
    b._on_front_end(b, {"type": button})                 # (a triple click too)
    assert (b.game.dice, len(b.game.turns), b.message, b.message_kind) == state
    assert b.message_kind != "error"
    assert b.message_seq > seq                           # answered all the same: the page knows the kernel lives


def test_double_click_on_double_and_take_acts_once():
    b = Board(match=5, seed=3)
    b.roll()
    while b.status != "roll":
        plays = b.game.legal_plays()
        b.play(plays[0] if plays else "")
    b._on_front_end(b, {"type": "double"})
    b._on_front_end(b, {"type": "double"})
    assert b.status == "doubled" and b.message_kind != "error"
    b._on_front_end(b, {"type": "take"})
    b._on_front_end(b, {"type": "take"})
    assert b.cube["value"] == 2 and b.message_kind != "error"


def test_a_repeat_after_something_else_happened_acts():
    b = Board("long", seed=2)
    b._on_front_end(b, {"type": "roll"})
    b._on_front_end(b, {"type": "click", "point": 1})    # something else
    b._on_front_end(b, {"type": "roll"})                 # a real second Roll: refused aloud
    assert b.message_kind == "error" and "already rolled" in b.message


# -- 11. words that are wrong -----------------------------------------------------------
@pytest.mark.parametrize("name", ["gul", "mad-gulbar"])
def test_the_head_rule_of_a_progression_says_per_double(name):
    b = Board(name)
    b.roll(3, 3)
    b.play("24/18(2)")
    b.click(24)
    b.click(20)
    b.click(24)
    assert "per double" in b.message and "per turn" not in b.message


def test_the_cube_at_64_is_nobodys_to_redouble():
    m = Match.from_match_id(Match(0).match_id())
    cur = m.current
    cur.cube = cur.cube.__class__(64, 0)
    m.game.roll((6, 5)), m.game.play(m.game.legal_plays()[0])
    assert m.to_move == 1
    reason = m.why_not_double()
    assert "highest value" in reason and "alone may redouble" not in reason


def test_opening_against_the_bot_words():
    assert words.opening_against_bot([(3, 3), (2, 5)], True) == (
        "Opening throw: you 3, the computer 3 (a tie: again); you 2, the computer 5. "
        "The higher throw takes White: the computer plays White (5) and moves first, you play Black (2).")
    assert words.opening_against_bot([(6, 4)], False).endswith(
        "you play White (6) and move first, the computer plays Black (4).")


# -- 5. a bot's go of several stages, stage by stage --------------------------------------
def test_a_bots_progression_is_shown_stage_by_stage():
    found = None
    for seed in range(200):
        b3 = Board("gul", bot=bot_play, bot_side=1, seed=seed)
        b3.roll(6, 5)
        b3.play("24/13")
        if len(b3.bot_frames) > 1:
            found = b3
            break
    assert found is not None, "no seed gave the bot a progression"
    frames = found.bot_frames
    stages = [f["stage_kind"] for f in frames]
    assert stages[0] == "roll" and "double" in stages
    for f in frames:
        assert f["message"].startswith("Black played ") or f["message"].startswith("Black cannot")
        assert all(f["dice_used"]) and f["to_move"] == 1
        assert all(a["kind"] == "last" for a in f["arrows"])
    assert found.message.startswith("White played 24/13.")
    assert found.message.count("Black played") == sum(f["message"].startswith("Black played") for f in frames)
    found.roll()                                             # the next action: no frames unless the bot's go has stages
    assert found.bot_frames == [] or len(found.bot_frames) > 1


def test_a_single_stage_bot_turn_has_no_frames():
    b = Board("long", bot=bot_play, bot_side=1, seed=2)
    b.roll(6, 5)
    b.play("24/13")
    assert len(b.game.turns) == 2 and b.bot_frames == []      # long nardy: one stage a turn


def test_a_refused_set_up_keeps_the_learners_seat():
    won, lost = opening_seeds(20)
    _seed, b = lost[0]                                   # the computer took White
    assert b.bot_side == 0
    with pytest.raises(NardyError):
        b.set_position(variant("long").start(), dice=(9, 9))
    assert b.bot_side == 0 and b.viewer == 1


def test_the_first_roll_against_the_computer_is_said_once():
    """The learner's first roll was said twice ("White rolled 6-3. White
    rolled 6-3.") whenever the learner moved first against the computer."""
    for game in ("long", "gul"):
        for kwargs in ({}, {"bot_side": 1}, {"play_as": "black"}):
            for seed in range(1, 8):
                b = Board(game, seed=seed, bot="simple", **kwargs)
                b.roll()
                assert b.message.count(" rolled ") == 1, (game, kwargs, seed, b.message)
