"""The course's answer keys, one module per lesson, named after its notebook
(``lessons/part1-long-nardy/02-dice-and-moving.ipynb`` ->
:mod:`nardy.widgets.solutions.part1_02_dice_and_moving`).  Each key has the
lesson's ``TITLE`` and ``exercises()``, which builds its exercises: every
one with its expected answer, hints, explanations of typical wrong answers
and the worked solution.

Lessons never show a key: they load their exercises with
``nardy.widgets.exercises.lesson("part1/02")``, which finds the key in
:data:`LESSONS`, and a learner sees an answer only by asking
``ex.q1.solution()``.  What several keys use is in :mod:`.common`; the
positions lessons and keys share are in :mod:`nardy.widgets.fixtures`.

Positions are written from the side to move, ``pos({24: 14, 13: 1}, {12:
14, 9: 1})`` (long nardy, :func:`nardy.widgets.exercises_long.position`) or
``position({6: 5, 8: 3}, {19: 5})`` (backgammon,
:func:`nardy.widgets.exercises_backgammon.position`): the mover's checkers
on its own points, the opponent's in the mover's numbering (lesson 1.1).
Every expected answer that can be is computed with the engine, not typed in
by hand; the tests check each key against its lesson again.

A new lesson adds its key module here and one line to :data:`LESSONS`.
"""

LESSONS = {
    "start": "start",
    "part1/01": "part1_01_the_board",
    "part1/02": "part1_02_dice_and_moving",
    "part1/03": "part1_03_no_hitting",
    "part1/04": "part1_04_the_head_rule",
    "part1/05": "part1_05_six_point_blocks",
    "part1/06": "part1_06_forced_play",
    "part1/07": "part1_07_bearing_off",
    "part1/08": "part1_08_results",
    "part1/09": "part1_09_a_game_against_the_computer",
    "part2/01": "part2_01_nardgammon",
    "part2/02": "part2_02_gul",
    "part2/03": "part2_03_gulbar",
    "part2/04": "part2_04_mad_gulbar",
    "part2/05": "part2_05_khachapuri",
    "part2/06": "part2_06_fevga",
    "part2/07": "part2_07_fevga_giul",
    "part2/08": "part2_08_comparing_the_rule_sets",
    "part3/01": "part3_01_setup_and_direction",
    "part3/02": "part3_02_hitting_the_bar_entering",
    "part3/03": "part3_03_bearing_off_with_contact",
    "part3/04": "part3_04_gammon_and_backgammon",
    "part3/05": "part3_05_the_cube",
    "part3/06": "part3_06_match_play_and_crawford",
    "part3/07": "part3_07_money_play_and_jacoby",
    "part3/08": "part3_08_pip_count_and_racing_cube",
    "part4/01": "part4_01_movement_deficit",
    "part4/02": "part4_02_fences",
    "part4/03": "part4_03_bearing_off_strategy",
    "part4/04": "part4_04_racing",
    "part5/01": "part5_01_playing_with_the_tutor",
    "part5/02": "part5_02_the_middle_game",
    "part5/03": "part5_03_backgammon",
}
"""Lesson id -> the module of its answer key, in this package."""
