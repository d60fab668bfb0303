"use strict";
// Two searches in lockstep: one slider position shows the same step of each style
// (a style whose search is shorter stays on its end). Everything comes from the
// JSON in #page-data, written by `make page`. Where the left file is wrong, the page
// opens at the step its first finding names (data.opening): the square marked, the
// line to blame lit.
(function () {
  const data = JSON.parse(document.getElementById("page-data").textContent);
  const n = data.n;
  const ids = ["a", "b"];
  const last = Math.max(...data.sides.map((side) => side.frames.length)) - 1;
  const slider = document.getElementById("slider");
  const play = document.getElementById("play");
  const code = document.getElementById("code");
  const opening = data.opening;
  const KIND = { start: "start", placed: "queen placed", backtrack: "taken back",
    solution: "solution", end: "done" };
  let at = 0;
  let timer = null;

  // Each side's counters after each of its frames: queens placed, taken back, solutions.
  function tallies(frames) {
    const counts = { placed: 0, backtrack: 0, solution: 0 };
    return frames.map((frame) => {
      if (frame.kind in counts) counts[frame.kind] += 1;
      return { ...counts };
    });
  }

  // The rows of the code table by line number, for each side.
  function rowsByLine(id) {
    const found = new Map();
    code.querySelectorAll("tr").forEach((row) => {
      const line = row.dataset[id];
      if (line) found.set(Number(line), row);
    });
    return found;
  }

  const sides = data.sides.map((side, k) => {
    const id = ids[k];
    const board = document.getElementById("board-" + id);
    board.hidden = n === 0;
    board.style.setProperty("--n", n);
    board.style.setProperty("--cell", Math.min(40, Math.floor(240 / Math.max(n, 1))) + "px");
    const squares = [];
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        const square = document.createElement("div");
        square.dataset.row = row;
        square.dataset.col = col;
        board.appendChild(square);
        squares.push(square);
      }
    }
    return { side, id, board, squares, tallies: tallies(side.frames), rows: rowsByLine(id),
      lit: null };
  });

  // The left file's line the opening finding blames, lit for good; its row, or null.
  function blame() {
    const row = opening.line ? sides[0].rows.get(opening.line) : null;
    if (row) [...row.children].slice(0, 2).forEach((cell) => cell.classList.add("blamed"));
    return row || null;
  }
  const blamed = blame();

  // One line on where the page opened and why; the marked square and line in the legend.
  function drawOpening() {
    const said = document.getElementById("opening");
    said.textContent = opening.said;
    said.title = opening.said;
    if (!opening.square) return;
    const [row, col] = opening.square;
    const swatch = document.createElement("span");
    swatch.className = "swatch mark-" + opening.how;
    const parts = [swatch, `(${row}, ${col}) ${opening.key}`];
    if (blamed) {
      const key = document.createElement("span");
      key.className = "blamed-key";
      parts.push(key, `line ${opening.line} to blame`);
    }
    parts.push(".");
    document.getElementById("mark-key").replaceChildren(...parts);
  }

  function drawBoard(view, frame) {
    const attacked = new Map(frame.shaded.map(([row, col, lines]) => [row * n + col, lines]));
    const filling = frame.queens.length;
    const mark = frame.mark ? frame.mark[0] * n + frame.mark[1] : -1;
    view.squares.forEach((square, i) => {
      const row = Math.floor(i / n);
      const col = i % n;
      const classes = ["square", (row + col) % 2 ? "dark" : "light"];
      const lines = attacked.get(i);
      if (lines) classes.push(lines[0]);
      if (row === filling && frame.kind !== "end") classes.push("filling");
      if (frame.queens[row] === col) classes.push("queen");
      if (i === mark) classes.push("mark-" + frame.mark[2]);
      square.className = classes.join(" ");
      square.title = lines ? "attacked along: " + lines.join(", ") : "";
      if (i === mark) square.title = opening.key;
    });
    view.board.dataset.queens = frame.queens.join(",");
    const placed = frame.queens.map((col, row) => `row ${row} col ${col}`).join(", ");
    const marked = frame.mark ? `; (${frame.mark[0]}, ${frame.mark[1]}) ${opening.key}` : "";
    view.board.setAttribute("aria-label",
      (placed ? "queens at " + placed : "an empty board") + marked);
  }

  function drawWords(view, frame) {
    const words = document.getElementById("words-" + view.id);
    words.replaceChildren(...frame.words.map((text) => {
      const p = document.createElement("p");
      p.textContent = text;
      if (text.startsWith("!")) p.className = "warn";
      return p;
    }));
    document.getElementById("kind-" + view.id).textContent = KIND[frame.kind];
  }

  function drawCounters(view, i) {
    const counts = view.tallies[i];
    document.getElementById("placed-" + view.id).textContent = counts.placed;
    document.getElementById("back-" + view.id).textContent = counts.backtrack;
    document.getElementById("solutions-" + view.id).textContent = counts.solution;
  }

  function stateTitle(view, frame) {
    const file = view.side.file;
    if (n === 0) return `${file}: n = 0 places no queen, so no variables to follow`;
    if (!view.side.read) return `${file}'s variables cannot be followed step by step`;
    if (frame.kind === "start") return `${file}'s variables: not yet called`;
    if (!frame.state) return `${file}'s variables: solveNQueens has returned`;
    const steps = frame.ahead === 1 ? "1 step" : `${frame.ahead} steps`;
    const when = frame.ahead ? `, read ${steps} on, as the next queen went down` : "";
    return `${file}'s variables at line ${frame.line}${when}` +
      (view.side.bits ? " (masks: bit 0 on the left, under col 0)" : "");
  }

  function drawState(view, frame) {
    document.getElementById("state-title-" + view.id).textContent = stateTitle(view, frame);
    const table = document.getElementById("state-" + view.id);
    table.className = "state" + (frame.ahead ? " early" : "");
    table.replaceChildren(...(frame.state || []).map(([name, value]) => {
      const row = document.createElement("tr");
      for (const text of [name, value]) {
        const cell = document.createElement("td");
        cell.textContent = text;
        row.appendChild(cell);
      }
      return row;
    }));
  }

  // Light the running line of each side, and keep it in view in the code table.
  function drawLine(view, frame) {
    const name = "running-" + view.id;
    if (view.lit) view.lit.forEach((cell) => cell.classList.remove(name));
    view.lit = null;
    const row = frame.line ? view.rows.get(frame.line) : null;
    if (!row) return;
    const cells = [...row.children];
    view.lit = view.id === "a" ? cells.slice(0, 2) : cells.slice(3, 5);
    view.lit.forEach((cell) => cell.classList.add(name));
  }

  // Keep the running lines in view: both if they fit, else the first side's while it
  // runs (then the other's).
  function scrollToLines() {
    const rows = sides.filter((view) => view.lit).map((view) => view.lit[0].parentElement);
    if (blamed && at === opening.frame) rows.unshift(blamed);  // the blamed line first
    if (!rows.length) return;
    const top = Math.min(...rows.map((row) => row.offsetTop));
    const bottom = Math.max(...rows.map((row) => row.offsetTop + row.offsetHeight));
    const first = rows[0];
    const [from, to] = bottom - top <= code.clientHeight ? [top, bottom]
      : [first.offsetTop, first.offsetTop + first.offsetHeight];
    if (from < code.scrollTop || to > code.scrollTop + code.clientHeight) {
      code.scrollTop = Math.max(0, from - (code.clientHeight - (to - from)) / 3);
    }
  }

  function figures() {
    const body = document.getElementById("figures-body");
    const cells = data.speed.cells;
    body.replaceChildren(...data.sides.map((side) => {
      const row = document.createElement("tr");
      const speed = cells[side.name] || {};
      const work = side.work;
      const number = (value) => (value === null ? "?" : value.toLocaleString("en"));
      const values = [side.file, number(work.nodes), number(work.lines),
        number(work.count_lines), speed.boards || "", speed.counts || "",
        side.returned === null ? "?" : String(side.returned)];
      values.forEach((text, k) => {
        const cell = document.createElement("td");
        cell.textContent = text;
        if (k === 1) cell.id = "nodes-" + (side === data.sides[0] ? "a" : "b");
        row.appendChild(cell);
      });
      return row;
    }));
    const noisy = Object.values(cells).some((cell) => Object.values(cell).some(
      (text) => text.endsWith("~")));
    document.getElementById("timed-title").textContent =
      `make compare: CPU time per call, speed over ${data.speed.baseline}` +
      (noisy ? " (~ noisy: make page again)" : "");
    document.getElementById("timed-title").title =
      `timed when the page was made, ${data.machine}; the median of a few rounds`;
    document.getElementById("wrong").textContent = data.speed.wrong.join("\n");
  }

  function show(i) {
    at = Math.max(0, Math.min(last, i));
    sides.forEach((view) => {
      const k = Math.min(at, view.side.frames.length - 1);
      const frame = view.side.frames[k];
      drawBoard(view, frame);
      drawWords(view, frame);
      drawCounters(view, k);
      drawState(view, frame);
      drawLine(view, frame);
    });
    scrollToLines();
    slider.value = at;
    document.getElementById("position").textContent = `${at} / ${last}`;
    document.getElementById("figures").classList.toggle("reached", at === last);
    if (at === last) stop();
  }

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    play.textContent = "play";
    play.setAttribute("aria-pressed", "false");
  }

  function toggle() {
    if (timer !== null) return stop();
    if (at === last) show(0);
    timer = setInterval(() => show(at + 1), 350);
    play.textContent = "pause";
    play.setAttribute("aria-pressed", "true");
  }

  const KEYS = {
    ArrowRight: () => show(at + 1), ArrowLeft: () => show(at - 1),
    PageDown: () => show(at + 10), PageUp: () => show(at - 10),
    Home: () => show(0), End: () => show(last), " ": toggle,
  };

  document.addEventListener("keydown", (event) => {
    const onButton = event.target instanceof HTMLButtonElement;
    const act = KEYS[event.key];
    if (!act || event.altKey || event.ctrlKey || event.metaKey) return;
    if (onButton && (event.key === " " || event.key === "Enter")) return;
    event.preventDefault();
    if (event.key !== " ") stop();
    act();
  });
  slider.addEventListener("input", () => { stop(); show(Number(slider.value)); });
  document.getElementById("first").addEventListener("click", () => { stop(); show(0); });
  document.getElementById("back").addEventListener("click", () => { stop(); show(at - 1); });
  document.getElementById("next").addEventListener("click", () => { stop(); show(at + 1); });
  document.getElementById("last").addEventListener("click", () => { stop(); show(last); });
  play.addEventListener("click", toggle);

  slider.max = last;
  figures();
  drawOpening();
  const asked = Number.parseInt(location.hash.slice(1), 10);
  show(Number.isNaN(asked) ? opening.frame : asked);
}());
