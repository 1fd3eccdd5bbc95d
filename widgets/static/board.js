// nardy board: the front end of nardy.widgets.Board (anywidget ES module).
//
// The DOM is built once in render() and updated in place on trait changes.
// The front end never decides anything: a click sends {type: "click",
// point} to Python, the engine validates it and the synced traits change.
//
// render() puts together small factories, one per part of the board (the
// points, the bar, the trays, the cube, the dice, the players' panels, the
// buttons, the message, the arrows, the keys); each builds its DOM once and
// returns an update(get) that sets it from the traits.
//
// Physical layout (White, player 0, at the bottom, home at the bottom right):
//   top row    13 14 15 16 17 18 | bar | 19 20 21 22 23 24   [Black's tray]
//   bottom row 12 11 10  9  8  7 | bar |  6  5  4  3  2  1   [White's tray]
// in White's numbering ("slots"), drawn from the side `viewer`.  The labels
// show the board's one numbering for the whole game (trait `numbering`,
// the side `side`); data-point carries the number for the side to move
// (trait `mover_numbering`: what a click sends, what `sources`, `targets`,
// `selected` and `highlight` name), so it changes after every turn.
//
// Variants of long nardy play a go in stages (a progression's doubles,
// re-rolls, moves passed to the opponent): trait `stage` is the status line,
// `stage_kind` marks the dice ("double": not thrown, part of a progression;
// "passed": moves passed by the opponent), `pending` the stages queued next.
//
// Match play (backgammon with the cube): `cube` carries an offer waiting for
// its answer, `can_double` / `can_answer` show the Double or Take / Pass
// buttons (sent as {type: "double" | "take" | "pass"}), `score`,
// `match_info` and `crawford` the match.  A checker hit flies to the bar.
//
// The tutor (`tutor`, `tutor_view`, nardy.widgets.tutoring): the Tutor switch,
// Hint (its plays drawn as arrows of kind "hint", ranked), the verdict line
// after a poor play with Show best, and the review panel (class nardy-review)
// whose mistakes show their position with the play made and the best one.

const SVGNS = "http://www.w3.org/2000/svg";
const DIAM = 20; // checker diameter, in % of a point's height (5 fit)
const PIPS = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };
const COLOUR = ["white", "black"];
const FRAME_MS = 1100; // how long each stage of a bot's go is shown
const ANSWER_MS = 6000; // a message not answered in this long: the kernel may be gone
const REPEAT_MS = 800; // the same action again within this long, unanswered: a double click
// The keys the board uses while it has the focus (see onKeyFirst in render()).
const BOARD_KEYS = new Set(["Enter", " ", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);
// Every synced trait (the same list as nardy.widgets.view.TRAITS: a test
// compares them).  Python computes them all, the hint text and the
// decisions (may the big Roll button show, is the cube dead) included.
const TRAITS = [
  "variant", "geometry", "title", "interactive", "auto_commit", "names", "to_move", "turn", "status",
  "points", "numbering", "bar", "borne_off", "pips", "dice", "dice_used", "sources", "selected",
  "targets", "highlight", "arrows", "message", "message_kind", "message_seq", "prompt", "last_play",
  "can_roll", "may_roll", "can_undo", "can_commit", "cube", "cube_dead", "match_kind", "match_length",
  "score", "game_number", "crawford", "match_info", "can_double", "can_answer", "match_over",
  "can_resign", "new_label", "can_new", "bot_side", "stage", "stage_kind", "stage_origin", "pending",
  "tutor", "tutor_view",
  "places", "viewer", "side", "mirrored", "opponent", "level", "levels", "play_as", "play_as_labels",
  "gone_words", "bot_frames", "mover_numbering",
];

function h(tag, cls, attrs) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (attrs) for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function setAttr(e, k, v) {
  const s = String(v);
  if (e.getAttribute(k) !== s) e.setAttribute(k, s);
}

function setText(e, v) {
  const s = String(v);
  if (e.textContent !== s) e.textContent = s;
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// Column (1..13, 7 = bar) and row of White's point w.
function place(w) {
  if (w >= 13) return { row: "top", col: w <= 18 ? w - 12 : w - 11 };
  return { row: "bottom", col: w >= 7 ? 13 - w : 14 - w };
}

// Stack step (in % of the point height) for n checkers.
function stepFor(n) {
  return n <= 5 ? DIAM : (100 - DIAM) / (n - 1);
}

function makeDie() {
  const d = h("div", "nardy-die");
  const pips = [];
  for (let i = 0; i < 9; i++) {
    const p = h("span", "nb-pip");
    d.appendChild(p);
    pips.push(p);
  }
  return { el: d, pips, value: 0 };
}

function setDie(die, value) {
  if (die.value === value) return;
  die.value = value;
  const on = PIPS[value] || [];
  die.pips.forEach((p, i) => p.classList.toggle("on", on.includes(i)));
  setAttr(die.el, "data-value", value);
  setAttr(die.el, "aria-label", `die ${value}`);
}

function playerPanel(player) {
  const el = h("div", `nb-player nb-player-${player}`, { "data-player": player });
  const chip = h("span", `nb-chip nb-c${player}`, { "aria-hidden": "true" });
  const name = h("span", "nb-name");
  const badge = h("span", "nb-badge");
  const stats = h("span", "nb-stats");
  const pips = h("span", "nb-stat nb-pips");
  const off = h("span", "nb-stat nb-off");
  const score = h("span", "nb-stat nb-score");
  const owns = h("span", "nb-owns");
  stats.append(pips, off, score);
  el.append(chip, name, badge, owns, stats);
  return { el, name, badge, pips, off, score, owns };
}

function keyOf(v) {
  return v === null || v === undefined ? "" : String(v);
}

function fillStack(state, container, n, colour, row) {
  // Add or remove checker nodes only when the count changes.
  while (state.checkers.length < n) {
    const c = h("div", "nb-checker");
    container.appendChild(c);
    state.checkers.push(c);
  }
  while (state.checkers.length > n) container.removeChild(state.checkers.pop());
  for (const c of state.checkers) if (!c.classList.contains(`nb-c${colour}`)) c.className = `nb-checker nb-c${colour}`;
  if (state.n !== n || state.colour !== colour) {
    const step = stepFor(n);
    state.checkers.forEach((c, i) => {
      c.style[row === "top" ? "top" : "bottom"] = `${i * step}%`;
    });
  }
  state.n = n;
  state.colour = colour;
}

// The 24 points, in White's numbering ("slots"); data-point shows the
// number for the side to move.
function makePoints(field) {
  const slots = {};
  for (let w = 1; w <= 24; w++) {
    const { row, col } = place(w);
    const pt = h("div", `nardy-point nb-${row} ${col % 2 ? "nb-odd" : "nb-even"}`, {
      "data-slot": w, role: "button", tabindex: "0",
    });
    pt.style.gridColumn = String(col);
    pt.style.gridRow = row === "top" ? "1" : "3";
    const tri = h("div", "nb-tri");
    const stack = h("div", "nb-stack");
    const ghost = h("div", "nb-ghost");
    const count = h("div", "nb-count");
    const label = h("div", "nb-label", { "aria-hidden": "true" });
    pt.append(tri, stack, ghost, count, label);
    field.appendChild(pt);
    slots[w] = { el: pt, row, col, stack, ghost, count, label, checkers: [], n: -1, colour: -1 };
  }

  // Where slot w is drawn: by its number from the viewer's side (that
  // side's 1-point bottom right; bottom left when mirrored).
  function placeSlot(s, w, num, mirrored) {
    const { row, col: c } = place(num);
    const col = mirrored ? 14 - c : c;
    if (s.row !== row || s.col !== col) {
      s.el.className = s.el.className.replace(/\bnb-(top|bottom|odd|even)\b/g, "").replace(/\s+/g, " ").trim();
      s.el.classList.add(`nb-${row}`, col % 2 ? "nb-odd" : "nb-even");
      s.el.style.gridColumn = String(col);
      s.el.style.gridRow = row === "top" ? "1" : "3";
      s.row = row;
      s.col = col;
      s.n = -1; // restack the checkers from the new edge
      for (const c of s.checkers) c.style.top = c.style.bottom = "";
      s.count.style.top = s.count.style.bottom = s.ghost.style.top = s.ghost.style.bottom = "";
    }
  }

  function update(get) {
    const points = get("points") || [];
    const numbering = get("numbering") || [];
    const moving = get("mover_numbering") || numbering;
    const places = get("places") || [];
    const mirrored = !!get("mirrored");
    const mover = get("side");
    const sources = new Set((get("sources") || []).map(keyOf));
    const targets = new Set((get("targets") || []).map(keyOf));
    const highlight = new Set((get("highlight") || []).map(keyOf));
    const selected = keyOf(get("selected"));
    const interactive = get("interactive");
    for (let w = 1; w <= 24; w++) {
      const s = slots[w];
      placeSlot(s, w, places[w - 1] || w, mirrored);
      const num = numbering[w - 1] || w;
      const v = points[num - 1] || 0;
      const n = Math.abs(v);
      const colour = v > 0 ? mover : v < 0 ? 1 - mover : s.colour;
      // The label is the board's one numbering; data-point (what a click
      // sends, what sources and targets name) the side to move's.
      const key = String(moving[w - 1] || num);
      setAttr(s.el, "data-point", key);
      setText(s.label, num);
      fillStack(s, s.stack, n, colour, s.row);
      const isSel = selected === key, isTarget = targets.has(key), isSource = sources.has(key);
      s.el.classList.toggle("is-selected", isSel);
      s.el.classList.toggle("is-target", isTarget);
      s.el.classList.toggle("is-source", isSource && !isSel);
      s.el.classList.toggle("is-highlight", highlight.has(key));
      // Count badge on tall stacks, and the ghost where a target lands.
      const step = stepFor(n);
      if (n > 5) {
        setAttr(s.count, "data-n", n);
        s.count.style[s.row === "top" ? "top" : "bottom"] = `${(n - 1) * step}%`;
        s.count.classList.add("on");
        s.count.classList.toggle("nb-on-c1", colour === 1);
      } else s.count.classList.remove("on");
      // A target holding an opponent's blot (a hit): the ghost is a ring, so the blot shows.
      s.el.classList.toggle("is-hit-target", isTarget && v < 0);
      if (isTarget) {
        const i = v < 0 ? 0 : Math.min(n, 4);
        s.ghost.style[s.row === "top" ? "top" : "bottom"] = `${i * stepFor(Math.max(n + 1, 1))}%`;
      }
      let label = `point ${num}: `;
      label += n ? `${plural(n, COLOUR[colour] + " checker")}` : "empty";
      if (isSel) label += ", selected";
      else if (isSource) label += ", can move";
      if (isTarget) label += ", legal destination";
      setAttr(s.el, "aria-label", label);
      setAttr(s.el, "tabindex", interactive ? "0" : "-1");
    }
  }
  return { slots, update };
}

// The bar: White's checkers wait in the upper half (they enter at the top
// right), Black's in the lower half.
function makeBar(field) {
  const el = h("div", "nardy-bar nb-bar", { "data-point": "bar", "data-slot": "bar", role: "button", tabindex: "0" });
  const stacks = [h("div", "nb-barstack nb-barstack-0"), h("div", "nb-barstack nb-barstack-1")];
  el.append(stacks[0], stacks[1]);
  const state = [{ checkers: [], n: -1, row: "" }, { checkers: [], n: -1, row: "" }];
  field.appendChild(el);

  function update(get) {
    const names = get("names") || ["White", "Black"];
    const mover = get("to_move");
    const sources = new Set((get("sources") || []).map(keyOf));
    const selected = keyOf(get("selected"));
    const counts = get("bar") || [0, 0];
    const viewer = get("viewer") || 0;
    for (const p of [0, 1]) {
      // The viewer's checkers wait in the upper half (they enter at the top), the other side's below.
      const row = p === viewer ? "top" : "bottom";
      if (state[p].row !== row) {
        state[p].n = -1;
        state[p].row = row;
        stacks[p].classList.toggle("nb-bar-up", row === "top");
        stacks[p].classList.toggle("nb-bar-down", row === "bottom");
        for (const c of state[p].checkers) c.style.top = c.style.bottom = "";
      }
      fillStack(state[p], stacks[p], counts[p], p, row);
      stacks[p].classList.toggle("is-mover", p === mover);
    }
    el.classList.toggle("is-selected", selected === "bar");
    el.classList.toggle("is-source", sources.has("bar") && selected !== "bar");
    setAttr(el, "aria-label",
      `bar: ${plural(counts[0], names[0] + " checker")}, ${plural(counts[1], names[1] + " checker")}` +
      (selected === "bar" ? ", selected" : sources.has("bar") ? ", can move" : ""));
    setAttr(el, "tabindex", get("interactive") && get("geometry") === "backgammon" ? "0" : "-1");
  }
  return { el, state, update };
}

// The borne-off trays: Black's at the top, White's at the bottom.
function makeTrays() {
  const tray = [
    h("div", "nb-tray nb-tray-0", { "data-slot": "off0", role: "button" }),
    h("div", "nb-tray nb-tray-1", { "data-slot": "off1", role: "button" }),
  ];
  const state = [{ slabs: [], n: -1 }, { slabs: [], n: -1 }];

  function update(get) {
    const names = get("names") || ["White", "Black"];
    const mover = get("to_move");
    const targets = new Set((get("targets") || []).map(keyOf));
    const interactive = get("interactive");
    const off = get("borne_off") || [0, 0];
    for (const p of [0, 1]) {
      const st = state[p];
      const n = off[p];
      while (st.slabs.length < n) {
        const slab = h("div", `nb-slab nb-c${p}`);
        tray[p].appendChild(slab);
        st.slabs.push(slab);
      }
      while (st.slabs.length > n) tray[p].removeChild(st.slabs.pop());
      const isMover = p === mover;
      const below = p === (get("viewer") || 0);
      tray[p].classList.toggle("nb-tray-below", below);
      tray[p].classList.toggle("nb-tray-above", !below);
      setAttr(tray[p], "data-point", isMover ? "off" : "opp-off");
      tray[p].classList.toggle("is-target", isMover && targets.has("off"));
      setAttr(tray[p], "tabindex", interactive && isMover ? "0" : "-1");
      setAttr(tray[p], "aria-label",
        `${names[p]}'s borne-off tray: ${plural(n, "checker")}` + (isMover && targets.has("off") ? ", legal destination" : ""));
    }
  }
  return { tray, update };
}

// The doubling cube (backgammon): in its owner's tray, an offered cube on
// the doubled player's side turned to the new value.
function makeCube() {
  const el = h("div", "nb-cube", { "aria-label": "doubling cube" });

  function update(get) {
    const names = get("names") || ["White", "Black"];
    const c = get("cube") || {};
    // No synced trait is ever null (a Pyodide kernel loses it): no cube is
    // {}, no player -1, no offer 0.
    el.classList.toggle("on", !!c.value);
    if (!c.value) return;
    const offered = c.offered_by === 0 || c.offered_by === 1;
    const value = offered ? c.offered_value : c.value;
    setText(el, value === 1 ? 64 : value);
    const viewer = get("viewer") || 0;
    const side = (p) => (p === viewer ? "bottom" : p === 1 - viewer ? "top" : "centre");
    setAttr(el, "data-owner", offered ? side(1 - c.offered_by) : side(c.owner));
    el.classList.toggle("is-offered", offered);
    const dead = !!get("cube_dead");
    el.classList.toggle("is-dead", dead);
    const canDouble = !!get("can_double");
    el.classList.toggle("is-clickable", canDouble);
    if (canDouble) {
      el.dataset.action = "double";
      setAttr(el, "role", "button");
      setAttr(el, "tabindex", "0");
      setAttr(el, "title", "Double");
    } else {
      delete el.dataset.action;
      el.removeAttribute("role");
      el.removeAttribute("title");
      setAttr(el, "tabindex", "-1");
    }
    let label = `doubling cube at ${c.value}, ` +
      (c.owner === 0 || c.owner === 1 ? `owned by ${names[c.owner]}` : "centred");
    if (offered) label += `; ${names[c.offered_by]} doubles to ${c.offered_value}`;
    if (dead) label += "; not in use in this game";
    if (canDouble) label += "; click to double";
    setAttr(el, "aria-label", label);
  }
  return { el, update };
}

function bigButton(action, text, cls, title) {
  const b = h("button", `nb-roll-big${cls ? " " + cls : ""}`, title ? { type: "button", title } : { type: "button" });
  b.textContent = text;
  b.dataset.action = action;
  return b;
}

// The dice in the mover's half, with the big Roll button (and Double
// beside it), and Take / Pass in the doubled player's half.
function makeDice(mids) {
  const box = h("div", "nb-dice", { "aria-live": "polite" });
  const dice = [makeDie(), makeDie(), makeDie(), makeDie()];
  dice.forEach((d) => box.appendChild(d.el));
  // What the dice are when they were not thrown: "passed", "of 3-3".
  const note = h("span", "nb-dice-note");
  box.appendChild(note);
  const roll = bigButton("roll", "Roll");
  const bigs = {
    double: bigButton("double", "Double", "nb-cube-btn nb-double-big", "Offer a double before rolling"),
    take: bigButton("take", "Take", "nb-cube-btn nb-take-big",
      "Take the double: play on for twice the stake, and own the cube"),
    pass: bigButton("pass", "Pass", "nb-cube-btn nb-pass-big",
      "Pass: give up this game at the cube's value before the double"),
  };

  function update(get) {
    const values = get("dice") || [];
    const used = get("dice_used") || [];
    const mover = get("to_move");
    const ours = mover === (get("viewer") || 0);
    const mid = mids[ours ? 0 : 1];
    if (box.parentNode !== mid) mid.appendChild(box);
    const kind = get("stage_kind") || "roll";
    const passed = kind === "passed" && values.length > 0;
    const progression = kind === "double" && values.length > 0;
    box.classList.toggle("is-passed", passed);
    box.classList.toggle("is-progression", progression);
    box.dataset.stage = kind;
    const origin = get("stage_origin") || "";
    setText(note, passed ? "passed" : progression ? `of ${origin}` : "");
    note.classList.toggle("nb-hidden", !(passed || progression));
    dice.forEach((d, i) => {
      const show = i < values.length;
      d.el.classList.toggle("nb-hidden", !show);
      if (show) setDie(d, values[i]);
      d.el.classList.toggle("is-used", !!used[i]);
      d.el.classList.toggle("nb-small", values.length > 2);
      d.el.classList.toggle("nb-die-c1", mover === 1);
      d.el.classList.toggle("is-passed", show && passed);
      setAttr(d.el, "aria-label", show ? `${passed ? "passed move" : "die"} ${values[i]}${used[i] ? ", used" : ""}` : "");
    });
    const mayRoll = !!get("may_roll");
    if (mayRoll) {
      if (roll.parentNode !== mid) mid.appendChild(roll);
      roll.classList.remove("nb-hidden");
      roll.classList.toggle("nb-roll-c1", mover === 1);
    } else roll.classList.add("nb-hidden");
    const canDouble = mayRoll && !!get("can_double");
    if (canDouble && bigs.double.parentNode !== mid) mid.appendChild(bigs.double);
    bigs.double.classList.toggle("nb-hidden", !canDouble);
    // Take / Pass in the doubled player's half (the player to move doubled).
    const answer = get("status") === "doubled" && !!get("can_answer");
    const other = mids[ours ? 1 : 0];
    for (const k of ["take", "pass"]) {
      if (answer && bigs[k].parentNode !== other) other.appendChild(bigs[k]);
      bigs[k].classList.toggle("nb-hidden", !answer);
    }
  }
  return { update };
}

// The players' panels: name, badge, pips, checkers off, score, cube owned.
function makePanels() {
  const panels = [playerPanel(0), playerPanel(1)];

  function update(get) {
    const names = get("names") || ["White", "Black"];
    const pips = get("pips") || [0, 0];
    const off = get("borne_off") || [0, 0];
    const score = get("score") || [0, 0];
    const mover = get("to_move");
    const status = get("status");
    const kind = get("match_kind");
    const c = get("cube");
    for (const p of [0, 1]) {
      const pn = panels[p];
      setText(pn.name, names[p] + (get("bot_side") === p ? " (bot)" : ""));
      setText(pn.pips, plural(pips[p], "pip"));
      setText(pn.off, `${off[p]}/15 off`);
      setText(pn.score, kind ? `${plural(score[p], "point")}` +
        (kind === "match" ? ` of ${get("match_length")}` : "") : "");
      pn.score.classList.toggle("nb-hidden", !kind);
      setText(pn.owns, kind && c && c.owner === p ? `owns the cube at ${c.value}` : "");
      const answering = status === "doubled";
      const active = status !== "over" && (answering ? p !== mover : p === mover);
      pn.el.classList.toggle("is-active", active);
      setText(pn.badge, active ? (answering ? "take or pass?" : status === "roll" ? "to roll" : "to move") : "");
    }
  }
  return { panels, update };
}

// The status line (stage, queued stages, match) and the row of buttons.
function makeControls() {
  const el = h("div", "nb-controls");
  const turnInfo = h("span", "nb-turn");
  const stageInfo = h("span", "nb-stage");
  const pendingInfo = h("span", "nb-pending");
  const matchInfo = h("span", "nb-match");
  const lastPlay = h("span", "nb-last");
  const buttons = {};
  for (const [action, text, title] of [
    ["roll", "Roll", "Roll the dice"],
    ["undo", "Undo", "Take back the last step of this turn"],
    ["commit", "Done", "End the turn"],
    ["new", "New game", "Start a new game"],
    ["resign", "Resign", "Give up this game at the most it could still cost you (asks once more)"],
    ["tutor", "Tutor", "Switch the tutor on or off: hints, a word after a poor play, a review of the game"],
    ["hint", "Hint", "Show the best plays of this roll, with their equities"],
    ["review", "Review", "Review the game so far: your mistakes, biggest first, and the winning chances"],
    ["save", "Save", "Save the game to a file (JSON; a match as gnubg's .mat)"],
  ]) {
    const b = h("button", `nb-btn nb-btn-${action}`, { type: "button", title });
    b.textContent = text;
    b.dataset.action = action;
    buttons[action] = b;
  }
  const spacer = h("span", "nb-spacer");
  const status = h("div", "nb-status", { "aria-live": "polite" });
  // The last play on the status line, where it has room to be read whole
  // (against the frame's labels: it is written in the board's numbering).
  status.append(stageInfo, pendingInfo, matchInfo, lastPlay);
  const tutorBox = h("span", "nb-tutor-buttons");
  tutorBox.append(buttons.tutor, buttons.hint, buttons.review);
  el.append(turnInfo, spacer, tutorBox, buttons.roll, buttons.undo, buttons.commit, buttons.resign,
    buttons.new, buttons.save);

  // Resigning ends the game: the first click only arms the button.
  let armed = null;
  function disarm() {
    if (armed) clearTimeout(armed);
    armed = null;
    buttons.resign.classList.remove("is-armed");
    setText(buttons.resign, "Resign");
  }
  // Whether a click on `btn` may act now (a first click on Resign arms it;
  // the second click of a double click is not a second, separate click).
  function confirm(btn, ev) {
    if (btn !== buttons.resign) return true;
    if (ev && ev.detail > 1) return false;
    if (!armed) {
      buttons.resign.classList.add("is-armed");
      setText(buttons.resign, "Resign? Click again");
      armed = setTimeout(disarm, 4000);
      return false;
    }
    disarm();
    return true;
  }

  function update(get) {
    const st = get("status");
    setText(turnInfo, st === "over" ? (get("match_over") ? "Match over" : "Game over") : `Turn ${get("turn")}`);
    setText(lastPlay, get("last_play") ? `Last: ${get("last_play")}` : "");
    setAttr(lastPlay, "title", lastPlay.textContent);
    setText(stageInfo, get("stage") || "");
    const queued = get("pending") || [];
    setText(pendingInfo, queued.length ? `then: ${queued.join(" · ")}` : "");
    setText(matchInfo, get("match_info") || "");
    status.dataset.stage = get("stage_kind") || "roll";
    status.dataset.crawford = get("crawford") || "";
    buttons.roll.disabled = !get("can_roll");
    buttons.undo.disabled = !get("can_undo");
    buttons.commit.disabled = !get("can_commit");
    buttons.commit.classList.toggle("nb-hidden", get("auto_commit"));
    setText(buttons.new, get("new_label") || "New game");
    buttons.new.disabled = !get("can_new");
    buttons.resign.classList.toggle("nb-hidden", !get("match_kind"));
    buttons.resign.disabled = !get("can_resign");
    if (!get("can_resign")) disarm();
    const tv = get("tutor_view") || {};
    tutorBox.classList.toggle("nb-hidden", !tv.offered);
    const on = !!tv.on;
    setText(buttons.tutor, on ? "Tutor: on" : "Tutor: off");
    setAttr(buttons.tutor, "aria-pressed", on ? "true" : "false");
    buttons.tutor.classList.toggle("is-on", on);
    buttons.hint.classList.toggle("nb-hidden", !on || !tv.available);
    buttons.review.classList.toggle("nb-hidden", !on || !tv.available);
    buttons.hint.disabled = !tv.can_hint;
    buttons.review.disabled = !tv.can_review;
    buttons.save.classList.toggle("nb-hidden", !get("interactive"));
  }
  return { el, status, buttons, confirm, update };
}

// Against the computer: who plays whom, in one line, with the level and
// the side to choose (sent as {type: "opponent", level, play_as}).
function makeOpponent() {
  const el = h("div", "nb-opponent");
  const text = h("span", "nb-opponent-text");
  const level = h("select", "nb-level", { "aria-label": "the computer's level", "data-setting": "level" });
  const side = h("select", "nb-play-as", { "aria-label": "the side you play", "data-setting": "play_as" });
  const choices = ["throw", "white", "black"];
  for (const value of choices) side.appendChild(h("option", "", { value }));
  el.append(text, level, side);
  let levels = "";

  function update(get) {
    const line = get("opponent") || "";
    el.classList.toggle("nb-hidden", !line);
    setText(text, line);
    setAttr(text, "title", line);
    const list = get("levels") || [];
    if (list.join() !== levels) {
      levels = list.join();
      level.replaceChildren(...list.map((v) => {
        const o = h("option", "", { value: v });
        o.textContent = `Computer: ${v}`;
        return o;
      }));
    }
    level.classList.toggle("nb-hidden", !list.length);
    if (level.value !== get("level")) level.value = get("level");
    const labels = get("play_as_labels") || [];
    choices.forEach((value, i) => setText(side.options[i], labels[i] || value));
    if (side.value !== get("play_as")) side.value = get("play_as") || "throw";
    level.disabled = side.disabled = !get("interactive");
  }
  return { el, level, side, update };
}

// What the board says; while it says nothing, what to do next (the
// `prompt` trait).  A refused click shakes what was clicked.
function makeMessage() {
  const el = h("div", "nardy-message", { role: "status", "aria-live": "polite" });
  let seen = null;

  function update(get, lastClicked) {
    const text = get("message") || "";
    const kind = get("message_kind") || "info";
    setText(el, text);
    setAttr(el, "data-hint", text ? "" : get("prompt") || "");
    el.dataset.kind = kind;
    el.classList.toggle("is-empty", !text);
    const seq = get("message_seq");
    if (kind === "error" && seen !== null && seq !== seen && lastClicked) {
      lastClicked.classList.remove("nb-shake");
      void lastClicked.offsetWidth; // restart the animation
      lastClicked.classList.add("nb-shake");
    }
    seen = seq;
  }
  // The kernel is gone: say so, whatever the traits say.
  function gone(text) {
    setText(el, text);
    el.dataset.kind = "error";
    el.classList.remove("is-empty");
  }
  return { el, update, gone };
}

// The tutor's words under the board: why it cannot help (a game no
// evaluator covers), the hinted plays, the verdict on a poor play with Show
// best, the position picked with both plays, and the review panel.
function makeTutor() {
  const el = h("div", "nardy-tutor");
  const note = h("div", "nb-tutor-note");
  const hints = h("ol", "nardy-hints");
  const verdict = h("div", "nardy-verdict", { role: "status", "aria-live": "polite" });
  const verdictText = h("span", "nb-verdict-text");
  const showBest = h("button", "nb-btn nb-btn-show-best", { type: "button", title: "Show the best play beside yours" });
  showBest.textContent = "Show best";
  showBest.dataset.action = "show_best";
  verdict.append(verdictText, showBest);
  const compare = h("div", "nardy-compare");
  const review = h("div", "nardy-review", { role: "region", "aria-label": "Review of the game" });
  // The position picked (Show best, or a mistake of the review) comes
  // after the review's list, where the click was.
  el.append(note, hints, verdict, review, compare);
  let shownCompare = null, shownReview = null;

  function figure(part) {
    const f = h("figure", "nb-compare-fig");
    const cap = h("figcaption");
    cap.textContent = part.label;
    const pic = h("div", "nb-compare-svg");
    pic.innerHTML = part.svg;
    f.append(pic, cap);
    return f;
  }

  function drawCompare(c) {
    compare.replaceChildren();
    if (!c || !c.title) return;
    const title = h("div", "nb-compare-title");
    title.textContent = c.title;
    const row = h("div", "nb-compare-row");
    const played = figure(c.played);
    played.classList.add("nb-compare-played");
    const best = figure(c.best);
    best.classList.add("nb-compare-best");
    row.append(played, best);
    const why = h("div", "nb-compare-why");
    why.textContent = c.why;
    compare.append(title, row, why);
    compare.dataset.turn = String(c.turn);
  }

  function drawReview(r) {
    review.replaceChildren();
    if (!r || !r.title) return;
    const head = h("div", "nb-review-head");
    const title = h("b");
    title.textContent = r.title;
    const close = h("button", "nb-btn nb-btn-close-review", { type: "button", title: "Close the review" });
    close.textContent = "Close";
    close.dataset.action = "close_review";
    head.append(title, close);
    const summary = h("ul", "nb-review-summary");
    for (const line of r.summary || []) {
      const li = h("li");
      li.textContent = line;
      summary.appendChild(li);
    }
    const chart = h("div", "nb-review-chart");
    chart.innerHTML = r.chart || "";
    const label = h("div", "nb-review-chart-label");
    label.textContent = r.chart_label || "";
    const list = h("ul", "nb-review-mistakes");
    for (const m of r.mistakes || []) {
      const li = h("li");
      const b = h("button", "nb-review-mistake", { type: "button", title: "Show this position with both plays" });
      b.dataset.action = "show_mistake";
      b.dataset.index = String(m.index);
      b.dataset.verdict = m.verdict;
      b.textContent = m.text;
      li.appendChild(b);
      list.appendChild(li);
    }
    review.append(head, summary, chart, label);
    if (r.none) {
      const none = h("div", "nb-review-none");
      none.textContent = r.none;
      review.appendChild(none);
    }
    review.appendChild(list);
    for (const line of r.cube || []) {
      const c = h("div", "nb-review-cube");
      c.textContent = line;
      review.appendChild(c);
    }
  }

  function update(get) {
    const tv = get("tutor_view") || {};
    const on = !!(tv.offered && tv.on);
    el.classList.toggle("nb-hidden", !on);
    setText(note, on && !tv.available ? tv.note : "");
    note.classList.toggle("nb-hidden", !(on && !tv.available));
    hints.replaceChildren();
    for (const x of (on && tv.hints) || []) {
      const li = h("li", `nb-hint nb-hint-${x.rank}`);
      li.textContent = x.text;
      li.dataset.play = x.play;
      hints.appendChild(li);
    }
    hints.classList.toggle("nb-hidden", !(on && tv.hints && tv.hints.length));
    const v = (on && tv.verdict) || {};
    verdict.classList.toggle("nb-hidden", !v.text);
    verdict.dataset.kind = v.kind || "";
    setText(verdictText, v.text || "");
    const c = (on && tv.compare) || {};
    if (c !== shownCompare) { drawCompare(c); shownCompare = c; }
    compare.classList.toggle("nb-hidden", !c.title);
    const r = (on && tv.review) || {};
    if (r !== shownReview) { drawReview(r); shownReview = r; }
    review.classList.toggle("nb-hidden", !r.title);
    review.querySelectorAll(".nb-review-mistake").forEach((b) =>
      b.classList.toggle("is-shown", c.index !== undefined && String(c.index) === b.dataset.index));
  }
  return { el, update };
}

// Arrows of the last play and of this turn's steps, over the table.
function makeArrows(table, points, bar, trays) {
  const svg = document.createElementNS(SVGNS, "svg");
  svg.setAttribute("class", "nb-arrows");
  svg.setAttribute("aria-hidden", "true");
  svg.innerHTML =
    '<defs>' +
    '<marker id="nbh-last" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="nb-head-last"/></marker>' +
    '<marker id="nbh-turn" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="nb-head-turn"/></marker>' +
    '<marker id="nbh-hint" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="nb-head-hint"/></marker>' +
    "</defs>";
  const layer = document.createElementNS(SVGNS, "g");
  svg.appendChild(layer);
  // Unique marker ids per view (several views of one board may coexist).
  const uid = Math.random().toString(36).slice(2, 8);
  svg.querySelectorAll("marker").forEach((m) => (m.id = `${m.id}-${uid}`));

  // Anchor of a slot, in table coordinates.
  function anchor(id, box, end) {
    if (id === "bar" || id === undefined) {
      const r = bar.el.getBoundingClientRect();
      return [r.left + r.width / 2 - box.left, r.top + r.height / 2 - box.top];
    }
    if (id === "off0" || id === "off1") {
      const r = trays.tray[id === "off0" ? 0 : 1].getBoundingClientRect();
      return [r.left + r.width / 2 - box.left, r.top + r.height / 2 - box.top];
    }
    const s = points.slots[Number(id)];
    if (!s) return null;
    const r = s.el.getBoundingClientRect();
    // The top checker after the play (destination), or where the moved
    // checker stood (source).
    const n = Math.max(s.n, 0);
    const i = end ? Math.max(n - 1, 0) : n;
    const frac = (Math.min(i * stepFor(end ? n : n + 1), 100 - DIAM) + DIAM / 2) / 100;
    const y = s.row === "top" ? r.top + r.height * frac : r.bottom - r.height * frac;
    // A source whose stack still shows a count badge there: the arrow starts
    // at the checker's rim, so that the count stays readable.
    const rim = !end && n > 5 ? r.width * 0.42 : 0;
    return [r.left + r.width / 2 - box.left, y - box.top, rim];
  }

  function draw(get) {
    const list = get("arrows") || [];
    const box = table.getBoundingClientRect();
    if (!box.width) return;
    svg.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
    const cx = box.width / 2, cy = box.height / 2;
    const parts = [];
    for (const a of list) {
      const p1 = anchor(a.from, box, false);
      const p2 = anchor(a.to, box, true);
      if (!p1 || !p2) continue;
      const [x2, y2] = p2;
      let [x1, y1] = p1;
      const d0 = Math.hypot(x2 - x1, y2 - y1) || 1;
      const rim = Math.min(p1[2] || 0, d0 / 3);
      x1 += (x2 - x1) / d0 * rim;
      y1 += (y2 - y1) / d0 * rim;
      const dx = x2 - x1, dy = y2 - y1;
      const dist = Math.hypot(dx, dy) || 1;
      // Bend towards the middle of the board.
      let nx = -dy / dist, ny = dx / dist;
      const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
      if ((cx - mx) * nx + (cy - my) * ny < 0) { nx = -nx; ny = -ny; }
      const bend = Math.min(0.22 * dist, 60);
      const qx = mx + nx * bend, qy = my + ny * bend;
      const kind = a.kind === "turn" || a.kind === "hint" ? a.kind : "last";
      const rank = a.kind === "hint" ? ` nb-arrow-hint${a.rank || 1}` : "";
      const d = `M${x1.toFixed(1)},${y1.toFixed(1)} Q${qx.toFixed(1)},${qy.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}`;
      parts.push(`<path class="nb-arrow-shadow" d="${d}"/>` +
        `<path class="nb-arrow nb-arrow-${kind}${rank} nb-arrow-p${a.player}" d="${d}" marker-end="url(#nbh-${kind}-${uid})"/>` +
        `<circle class="nb-arrow-dot nb-arrow-${kind}${rank}" cx="${x1.toFixed(1)}" cy="${y1.toFixed(1)}" r="3"/>`);
    }
    layer.innerHTML = parts.join("");
  }
  return { svg, draw };
}

// A hit checker flies from its point to the bar.  A player's bar count
// that grew is matched with the latest hitting steps against him (the
// arrows of this turn or of the last play carry `hit`).
function makeHits(root, table, points, bar, get) {
  let prevBar = (get("bar") || [0, 0]).slice();
  let flights = 0;

  // The checker `landing` already stands on the bar (the DOM is up to
  // date): it stays hidden while its double flies there.
  function fly(slotId, colour, box, landing) {
    const s = points.slots[Number(slotId)];
    if (!s || !landing) return;
    const from = s.el.getBoundingClientRect();
    const to = landing.getBoundingClientRect();
    const size = to.width;
    const y0 = s.row === "top" ? from.top : from.bottom - size;
    const x0 = from.left + (from.width - size) / 2;
    const x1 = to.left, y1 = to.top;
    const c = h("div", `nb-checker nb-c${colour} nb-flying`, { "aria-hidden": "true" });
    Object.assign(c.style, {
      left: `${x0 - box.left}px`, top: `${y0 - box.top}px`, width: `${size}px`, height: `${size}px`,
    });
    table.appendChild(c);
    flights += 1;
    root.dataset.hitFlights = String(flights);
    const still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (still || !c.animate) {
      c.remove();
      return;
    }
    const dx = x1 - x0, dy = y1 - y0;
    landing.style.visibility = "hidden";
    const done = () => {
      c.remove();
      landing.style.visibility = "";
    };
    const anim = c.animate(
      [
        { transform: "translate(0, 0) scale(1)" },
        { transform: `translate(${dx / 2}px, ${dy / 2 - 30}px) scale(1.15)`, offset: 0.5 },
        { transform: `translate(${dx}px, ${dy}px) scale(1)` },
      ],
      { duration: 520, easing: "ease-in-out" },
    );
    anim.onfinish = done;
    anim.oncancel = done;
  }

  function update(get) {
    const now = get("bar") || [0, 0];
    const arrows = get("arrows") || [];
    const box = table.getBoundingClientRect();
    for (const p of [0, 1]) {
      const gained = now[p] - prevBar[p];
      if (gained <= 0 || !box.width) continue;
      const hits = arrows.filter((a) => a.hit && a.player === 1 - p).slice(-gained);
      const landed = bar.state[p].checkers.slice(-hits.length);
      hits.forEach((a, i) => fly(a.to, p, box, landed[i]));
    }
    prevBar = now.slice();
  }
  return { update };
}

// Keyboard: Enter / Space click, Escape drops the selection, the arrows
// walk the points.
function makeKeys(root, cube, get, send, clicked) {
  // The points, the bar and the trays of a row, left to right as drawn.
  function row(top) {
    const items = [...root.querySelectorAll("[data-slot]")].filter((e) => {
      const r = e.getBoundingClientRect();
      const mid = root.querySelector(".nb-field").getBoundingClientRect();
      return e.dataset.slot === "bar" || (top ? r.top + r.height / 2 < mid.top + mid.height / 2
        : r.top + r.height / 2 >= mid.top + mid.height / 2);
    });
    return items.sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
  }

  return function onKey(ev) {
    if ((ev.key === "Enter" || ev.key === " ") && ev.target === cube.el && cube.el.dataset.action) {
      ev.preventDefault();
      send({ type: cube.el.dataset.action });
      return;
    }
    const target = ev.target.closest && ev.target.closest("[data-slot]");
    if (ev.key === "Escape") {
      if (keyOf(get("selected")) !== "") {
        ev.preventDefault();
        send({ type: "deselect" });
      }
      return;
    }
    if (!target || !root.contains(target) || !get("interactive")) return;
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      clicked(target);
      return;
    }
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    if (!(ev.key in moves)) return;
    ev.preventDefault();
    const [dr, dc] = moves[ev.key];
    const field = root.querySelector(".nb-field").getBoundingClientRect();
    const box = target.getBoundingClientRect();
    let top = box.top + box.height / 2 < field.top + field.height / 2;
    if (target.dataset.slot === "bar") top = target.dataset.focusRow !== "bottom";
    const from = row(top);
    let col = from.indexOf(target);
    if (dr) top = dr < 0;
    const to = row(top);
    col = Math.max(0, Math.min(to.length - 1, col + dc));
    const next = to[col];
    if (next.dataset.slot === "bar") next.dataset.focusRow = top ? "top" : "bottom";
    next.focus();
  };
}

// The session (or kernel) whose status the widget manager follows, where
// the front end has one (JupyterLab, Notebook 7); null elsewhere.
function kernelSession(manager) {
  try {
    const ctx = manager && manager.context && manager.context.sessionContext;
    if (ctx && ctx.statusChanged) return ctx;
    const kernel = manager && manager.kernel;
    if (kernel && kernel.statusChanged) return kernel;
  } catch (e) {
    // (a front end without them: the unanswered message still tells)
  }
  return null;
}

function pointOf(target) {
  const p = target.getAttribute("data-point");
  if (p === null || p === "opp-off") return null;
  return /^\d+$/.test(p) ? Number(p) : p;
}

function render({ model, el }) {
  const get = (k) => model.get(k);
  const send = (msg) => model.send(msg);

  // Keys pressed on the board are the board's (arrows walk the points), not
  // the notebook's shortcuts (which would move between cells): lumino skips
  // the shortcuts of a key pressed inside an element marked
  // data-lm-suppress-shortcuts, and the keys the board uses are taken
  // before the notebook sees them (see onKeyFirst below).
  const root = h("div", "nardy-board", { role: "group", "data-lm-suppress-shortcuts": "true" });
  const table = h("div", "nb-table");
  const field = h("div", "nb-field");
  const points = makePoints(field);
  const bar = makeBar(field);
  const mids = [h("div", "nb-mid nb-mid-right"), h("div", "nb-mid nb-mid-left")];
  field.append(mids[0], mids[1]);
  const dice = makeDice(mids);
  const cube = makeCube();
  const trays = makeTrays();
  const trayBox = h("div", "nb-trays");
  trayBox.append(trays.tray[1], cube.el, trays.tray[0]);
  const arrows = makeArrows(table, points, bar, trays);
  table.append(field, trayBox, arrows.svg);
  const panels = makePanels();
  const controls = makeControls();
  const message = makeMessage();
  const tutor = makeTutor();
  const opponent = makeOpponent();
  root.append(opponent.el, panels.panels[1].el, table, panels.panels[0].el, controls.status, controls.el, message.el,
    tutor.el);
  el.appendChild(root);
  const hits = makeHits(root, table, points, bar, get);
  let gone = ""; // what the board says once its kernel is gone
  let replaying = null; // the timer of a bot's stages being shown

  function updateRoot(get) {
    const names = get("names") || ["White", "Black"];
    const mover = get("to_move");
    const status = get("status");
    const variant = get("variant");
    root.dataset.variant = variant;
    root.dataset.toMove = String(mover);
    root.dataset.status = status;
    root.classList.toggle("is-diagram", !get("interactive"));
    root.classList.toggle("is-mirrored", !!get("mirrored"));
    const viewer = get("viewer") || 0;
    root.dataset.viewer = String(viewer);
    // The viewer's panel below the board, the other side's above it.
    const [above, below] = [panels.panels[1 - viewer].el, panels.panels[viewer].el];
    if (above.nextSibling !== table) root.insertBefore(above, table);
    if (table.nextSibling !== below) root.insertBefore(below, table.nextSibling);
    above.classList.remove("nb-below");
    below.classList.add("nb-below");
    setAttr(root, "aria-label", `${get("title") || variant} board, ` + (status === "doubled"
      ? `${names[1 - mover]} to take or pass` : `${names[mover]} ` +
        (status === "over" ? "— game over" : status === "roll" ? "to roll" : "to move")));
  }

  let lastClicked = null;
  function update(get = model.get.bind(model)) {
    points.update(get);
    bar.update(get);
    trays.update(get);
    cube.update(get);
    hits.update(get);
    dice.update(get);
    panels.update(get);
    controls.update(get);
    opponent.update(get);
    updateRoot(get);
    message.update(get, lastClicked);
    tutor.update(get);
    if (gone) message.gone(gone);
  }

  // Coalesce all trait changes of one kernel message into one update
  // (none while a bot's stages are being shown: the last frame ends with
  // the board as it stands).
  let pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      if (replaying) return;
      update();
      arrows.draw(get);
    });
  }

  // A bot's go of several stages, one stage at a time, at a learner's pace.
  function replay() {
    const frames = get("bot_frames") || [];
    if (replaying) clearTimeout(replaying);
    replaying = null;
    if (!frames.length) return;
    let i = 0;
    root.dataset.replaying = "1";
    const step = () => {
      if (i < frames.length) {
        const f = frames[i++];
        const g = (k) => (k in f ? f[k] : get(k));
        root.dataset.frame = String(i);
        update(g);
        arrows.draw(g);
        replaying = setTimeout(step, FRAME_MS);
        return;
      }
      replaying = null;
      delete root.dataset.replaying;
      delete root.dataset.frame;
      update();
      arrows.draw(get);
    };
    step();
  }
  model.on("change:bot_frames", replay);
  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  update();
  requestAnimationFrame(() => arrows.draw(get));

  // ------------------------------------------------------ a kernel gone
  // The kernel answers every message (message_seq moves).  The widget
  // manager says when the comm is no longer live (a kernel restart); a
  // message not answered in ANSWER ms says the same more softly.
  // (The words come from Python with the board: the kernel cannot say them once it is gone.)
  const [RESTARTED, NO_ANSWER] = get("gone_words") || ["", ""];
  let waiting = null;
  function kernelGone(text) {
    gone = text;
    root.classList.add("is-gone");
    message.gone(text);
  }
  function answered() {
    if (waiting) clearTimeout(waiting);
    waiting = null;
    if (gone === NO_ANSWER) {
      gone = "";
      root.classList.remove("is-gone");
    }
  }
  model.on("change:message_seq", answered);
  const onLive = () => setTimeout(() => {
    if (el.closest(".jupyter-widgets-disconnected")) kernelGone(RESTARTED);
  }, 0);
  model.on("comm_live_update", onLive);
  onLive(); // (drawn from a notebook's saved widget state, with no kernel behind it: say so at once)
  model.on("comm:close", () => kernelGone(RESTARTED));
  // JupyterLab and Notebook 7: the notebook's session says when its kernel
  // restarts, dies or is replaced (the comms of this board are then gone).
  const session = kernelSession(model.widget_manager);
  const onStatus = (_, status) => {
    if (status === "restarting" || status === "dead" || status === "autorestarting") kernelGone(RESTARTED);
  };
  const onKernel = () => kernelGone(RESTARTED);
  if (session) {
    session.statusChanged.connect(onStatus);
    if (session.kernelChanged) session.kernelChanged.connect(onKernel);
  }

  // Send a message to the kernel; the same action again before it has
  // answered (a double click) is not sent twice.
  let inFlight = null;
  function post(msg) {
    if (gone === RESTARTED) {
      message.gone(gone);
      return;
    }
    const key = JSON.stringify(msg);
    if (msg.type !== "click" && msg.type !== "undo" && inFlight === key) return;
    inFlight = key;
    setTimeout(() => { if (inFlight === key) inFlight = null; }, REPEAT_MS);
    if (!waiting) waiting = setTimeout(() => { waiting = null; kernelGone(NO_ANSWER); }, ANSWER_MS);
    send(msg);
  }
  model.on("change:message_seq", () => { inFlight = null; });

  // ---------------------------------------------------------------- input
  function clicked(target) {
    const p = pointOf(target);
    if (p === null) return;
    lastClicked = target;
    post({ type: "click", point: p });
  }

  function onClick(ev) {
    const btn = ev.target.closest("[data-action]");
    if (btn && root.contains(btn)) {
      if (btn.disabled || !controls.confirm(btn, ev)) return;
      const msg = { type: btn.dataset.action };
      if (btn.dataset.index !== undefined) msg.index = Number(btn.dataset.index);
      post(msg);
      return;
    }
    if (!get("interactive")) return;
    const target = ev.target.closest("[data-point]");
    if (!target || !root.contains(target)) return;
    clicked(target);
  }
  const onKey = makeKeys(root, cube, get, post, clicked);
  function onChange(ev) {
    const which = ev.target.dataset && ev.target.dataset.setting;
    if (!which || !root.contains(ev.target)) return;
    post({ type: "opponent", [which]: ev.target.value });
  }

  // Notebook 7 listens for its shortcuts on the document in the capture
  // phase, before any listener of the board (JupyterLab 4 in the bubble
  // phase, after it), and a selector such as "... :focus" matches the
  // focused point itself.  So the board listens on the window, capturing,
  // which comes first in both: a key it uses while one of its own elements
  // has the focus is handled and its default prevented, and lumino leaves
  // a prevented key alone.  Every other key, and every key pressed outside
  // the board, goes to the notebook as before.
  // (A key with Shift, Ctrl, Alt or Meta stays the notebook's: Shift+Enter
  // still runs the cell.)  Enter, Space and the arrows on the board's own
  // buttons and menus do what they do natively, and the notebook does not
  // see them either.
  function onKeyFirst(ev) {
    if (!(ev.target instanceof Node) || !root.contains(ev.target)) return;
    if (ev.shiftKey || ev.ctrlKey || ev.altKey || ev.metaKey) return;
    onKey(ev);
    if (!ev.defaultPrevented && BOARD_KEYS.has(ev.key) && ev.target.closest("button, select")) ev.stopPropagation();
  }

  root.addEventListener("click", onClick);
  window.addEventListener("keydown", onKeyFirst, true);
  root.addEventListener("change", onChange);
  root.addEventListener("animationend", (ev) => ev.target.classList.remove("nb-shake"));
  const resize = new ResizeObserver(() => arrows.draw(get));
  resize.observe(table);

  return () => {
    for (const name of TRAITS) model.off(`change:${name}`, schedule);
    model.off("change:message_seq", answered);
    model.off("change:bot_frames", replay);
    if (replaying) clearTimeout(replaying);
    model.off("comm_live_update", onLive);
    if (session) {
      session.statusChanged.disconnect(onStatus);
      if (session.kernelChanged) session.kernelChanged.disconnect(onKernel);
    }
    if (waiting) clearTimeout(waiting);
    resize.disconnect();
    root.removeEventListener("click", onClick);
    window.removeEventListener("keydown", onKeyFirst, true);
    root.removeEventListener("change", onChange);
  };
}

export default { render };
