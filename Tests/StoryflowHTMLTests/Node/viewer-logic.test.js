// The viewer script's logic that needs no page, on Node's built-in test runner (no packages):
// `node --test Tests/StoryflowHTMLTests/Node`, which ViewerLogicNodeTests runs in `swift test`.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");
const logic = require(path.join(__dirname, "../../../Sources/StoryflowHTML/Resources/viewer-logic.js"));

// The names the layout writes, as SVGClass.scriptNamesJSON has them (ViewerLogicNodeTests checks the file against it).
const names = require(path.join(__dirname, "svg-class-names.json"));

// Ratings in small: Tabs → PlayersNav → Players → (present) AddPlayerNav → AddPlayer → (show) ChooseGame,
// ChooseGame unwinds to AddPlayer, AddPlayer unwinds to Players.
function ratings() {
  const node = (name, extra = {}) => ({ name, incoming: [], outgoing: [], classes: ["node", "scene", "viewController"],
                                        primary: name.toLowerCase(), secondary: "", ...extra });
  const nodes = ["Tabs", "PlayersNav", "Players", "AddPlayerNav", "AddPlayer", "ChooseGame"].map((name) => node(name));
  const byName = Object.fromEntries(nodes.map((item) => [item.name, item]));
  byName.ChooseGame.secondary = "gamecell\nchess";
  const edges = [];
  const connect = (tail, head, kind, extra = {}) => {
    const edge = { tail: byName[tail], head: byName[head], kinds: [kind], classes: ["edge", "segue", kind], label: "", tooltip: `${tail} → ${head}`,
                   primary: `${tail} → ${head}`.toLowerCase(), secondary: "", ...extra };
    edge.tail.outgoing.push(edge);
    edge.head.incoming.push(edge);
    edges.push(edge);
    return edge;
  };
  connect("Tabs", "PlayersNav", "relationship");
  connect("PlayersNav", "Players", "relationship");
  connect("Players", "AddPlayerNav", "present", { label: "AddPlayer", primary: "addplayer" });
  connect("AddPlayerNav", "AddPlayer", "relationship");
  connect("AddPlayer", "ChooseGame", "show", { label: "PickGame · Game" });
  connect("ChooseGame", "AddPlayer", "unwind", { label: "didSelectGame:" });
  connect("AddPlayer", "Players", "unwind", { label: "cancel:" });
  return { nodes, edges, byName, references: new Map() };
}

test("edge titles name the nodes at their ends without ports", () => {
  assert.deepEqual(logic.edgeEnds("s0:p1:e->s3:w"), ["s0", "s3"]);
  assert.deepEqual(logic.edgeEnds("a--b"), ["a", "b"]);
});

test("an edge's kinds leave out Graphviz's class, the script's states and change marks", () => {
  assert.deepEqual(logic.kindsOf(["edge", "segue", "show", "unsure", "changed", "old-version", "match", "filtered-out"], names),
                   ["show", "unsure", "old-version"]);
});

test("search lists name matches before matches in tooltips and content, and ignores case and spaces", () => {
  const graph = ratings();
  const items = [...graph.nodes, ...graph.edges];
  const matches = logic.search(items, "  ADDPLAYER ");
  assert.deepEqual(matches.slice(0, 2).map((item) => item.name), ["AddPlayerNav", "AddPlayer"]);
  assert.equal(matches[2].label, "AddPlayer");
  assert.deepEqual(logic.search(items, "chess").map((item) => item.name), ["ChooseGame"]);
  assert.deepEqual(logic.search(items, "   "), []);
});

test("stepping through matches goes round both ends", () => {
  assert.equal(logic.step(-1, 1, 3), 0);
  assert.equal(logic.step(2, 1, 3), 0);
  assert.equal(logic.step(0, -1, 3), 2);
});

test("the paths out of a scene follow forward segues and an unwind one step only", () => {
  const graph = ratings();
  const out = logic.trace(graph.byName.AddPlayer, "outgoing", "head", () => false, names);
  assert.deepEqual(out.nodes.map((node) => node.name), ["ChooseGame", "Players"]);
  // ChooseGame's unwind back to AddPlayer is not followed: it is not the start's own.
  assert.deepEqual(out.edges.map((edge) => edge.label), ["PickGame · Game", "cancel:"]);
  const into = logic.trace(graph.byName.AddPlayer, "incoming", "tail", () => false, names);
  assert.deepEqual(into.nodes.map((node) => node.name), ["AddPlayerNav", "ChooseGame", "Players", "PlayersNav", "Tabs"]);
});

test("hidden edges are not followed", () => {
  const graph = ratings();
  const out = logic.trace(graph.byName.Players, "outgoing", "head", (edge) => edge.kinds.includes("present"), names);
  assert.deepEqual(out, { nodes: [], edges: [] });
});

test("filters hide a kind, a change, and the edges at a hidden scene", () => {
  const graph = ratings();
  graph.byName.ChooseGame.classes.push("added");
  const hidden = logic.filter(graph, new Set(["unwind", "added"]), names);
  const hiddenLabels = graph.edges.filter((edge) => hidden.items.has(edge)).map((edge) => edge.label);
  assert.deepEqual(hiddenLabels, ["PickGame · Game", "didSelectGame:", "cancel:"]);
  assert.ok(hidden.items.has(graph.byName.ChooseGame));
  assert.ok(!hidden.items.has(graph.byName.AddPlayer));
});

test("a hub reference hides when none of its segues shows", () => {
  const graph = ratings();
  const reference = { id: "reference-1" };
  graph.references.set(reference, graph.byName.Players);
  graph.edges[2].reference = reference;
  assert.ok(logic.filter(graph, new Set(["present"]), names).references.has(reference));
  assert.ok(!logic.filter(graph, new Set(["show"]), names).references.has(reference));
});

test("kinds and changes are counted for the filters; an old version counts with its change once", () => {
  const graph = ratings();
  assert.deepEqual([...logic.kindCounts(graph.edges)], [["relationship", 3], ["present", 1], ["show", 1], ["unwind", 2]]);
  graph.edges[4].classes.push("changed");
  graph.edges[5].classes.push("changed", "old-version");
  assert.equal(logic.changeCount(graph.edges, "changed", names), 1);
});

test("the URL fragment keeps the search, the hidden kinds and the selection", () => {
  const fragment = logic.writeFragment({ search: "Add Player", hide: ["unwind", "embed"], select: "scene-Players" });
  assert.equal(fragment, "#search=Add+Player&hide=unwind%2Cembed&select=scene-Players");
  assert.deepEqual(logic.readFragment(fragment), { search: "Add Player", hide: ["unwind", "embed"], select: "scene-Players" });
  assert.equal(logic.writeFragment({ search: "", hide: [], select: undefined }), "");
  assert.deepEqual(logic.readFragment(""), { search: "", hide: [], select: null });
});

test("an edge is described by its kind and label, else its tooltip", () => {
  assert.equal(logic.describe({ label: "PickGame · Game", kinds: ["show"], tooltip: "" }), "show: PickGame · Game");
  assert.equal(logic.describe({ label: "", kinds: ["embed"], tooltip: "Container → Child\nembed" }), "Container → Child");
  assert.equal(logic.describe({ label: "", kinds: ["embed", "unsure"], tooltip: "" }), "embed unsure");
});
