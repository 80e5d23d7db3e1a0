// Storyflow viewer: what the page's script decides without a page (search, paths, the URL's
// #fragment, filters), in plain functions over plain objects, so that Node's test runner tests it
// (Tests/StoryflowHTMLTests/Node). A node or edge is { kinds, classes, incoming, outgoing, tail,
// head, primary, secondary, … }; `names` is the JSON of class names the layout writes (SVGClass).
"use strict";
const ViewerLogic = (() => {
  // Classes an edge carries that are no segue kind: Graphviz's own and the script's states.
  const STATE_CLASSES = ["edge", "match", "current", "selected", "path-in", "path-out", "filtered-out"];

  // The Graphviz node names at the ends of an edge's title ("s0:p1:e->s3"), ports left out.
  const edgeEnds = (title) => title.split(/->|--/).map((end) => end.split(":")[0]);

  // An edge's segue kinds: its classes but the `segue` class, the states and a diff's change marks.
  const kindsOf = (classes, names) => classes.filter((name) =>
    name !== names.classes.segue && !STATE_CLASSES.includes(name) && !names.changeClasses.includes(name));

  // "show: PickGame · Game", "unwind: cancel:", or the tooltip's first line for an edge without a label.
  const describe = (edge) => edge.label ? `${edge.kinds[0] ?? "connection"}: ${edge.label}` : edge.tooltip.split("\n")[0] || edge.kinds.join(" ");

  // The items that hold `query` (any case): those whose names or identifiers hold it first, then
  // those whose tooltip or content does, each in the order given. An empty query matches nothing.
  function search(items, query) {
    const needle = query.trim().toLowerCase();
    if (!needle) return [];
    return [...items.filter((item) => item.primary.includes(needle)),
            ...items.filter((item) => !item.primary.includes(needle) && item.secondary.includes(needle))];
  }

  // The position `step` matches on from `current` (-1 before the first), round the ends.
  const step = (current, by, count) => (current + by + count) % count;

  // Everything on a path into (`direction` "incoming", `otherEnd` "tail") or out of ("outgoing",
  // "head") `start`, breadth first: unwinds are followed one step from `start` only (they go back),
  // and hidden edges not at all. Returns the nodes and edges reached, in the order reached.
  function trace(start, direction, otherEnd, isHidden, names) {
    const seen = new Set([start]);
    const queue = [start];
    const reached = { nodes: [], edges: [] };
    while (queue.length) {
      const node = queue.shift();
      for (const edge of node[direction]) {
        const unwind = edge.kinds.includes(names.classes.unwind);
        if (isHidden(edge) || (unwind && node !== start)) continue;
        reached.edges.push(edge);
        const other = edge[otherEnd];
        if (!other || seen.has(other)) continue;
        seen.add(other);
        reached.nodes.push(other);
        if (!unwind) queue.push(other);
      }
    }
    return reached;
  }

  // What the filters hide, with the kinds and changes in `hidden` turned off: a node whose change is
  // hidden; an edge whose kind or change is, or one of whose ends is; a hub reference none of whose
  // edges shows. Returns a Set of the hidden nodes and edges, and one of the hidden references.
  function filter(graph, hidden, names) {
    const changeHidden = (item) => names.changeClasses.some((name) => hidden.has(name) && item.classes.includes(name));
    const items = new Set(graph.nodes.filter(changeHidden));
    for (const edge of graph.edges) {
      if (edge.kinds.some((kind) => hidden.has(kind)) || changeHidden(edge) || [edge.tail, edge.head].some((end) => end && items.has(end))) {
        items.add(edge);
      }
    }
    const references = new Set([...graph.references.keys()].filter((reference) =>
      !graph.edges.some((edge) => edge.reference === reference && !items.has(edge))));
    return { items, references };
  }

  // How many edges have each kind, in the order the kinds first appear.
  function kindCounts(edges) {
    const counts = new Map();
    for (const edge of edges) for (const kind of edge.kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return counts;
  }

  // How many nodes and edges carry the change `name`; the old version of a changed segue counts
  // with its change once, as the summaries count it.
  const changeCount = (items, name, names) =>
    items.filter((item) => item.classes.includes(name) && !item.classes.includes(names.classes.oldVersion)).length;

  // The state a URL's #fragment holds: `search=…&hide=kind,kind&select=svg-id`.
  function readFragment(hash) {
    const params = new URLSearchParams(hash.replace(/^#/, ""));
    return { search: params.get("search") ?? "", hide: (params.get("hide") ?? "").split(",").filter(Boolean), select: params.get("select") };
  }

  // The #fragment for a state, or "" when it holds nothing.
  function writeFragment({ search, hide, select }) {
    const params = new URLSearchParams();
    if (search) params.set("search", search);
    if (hide.length) params.set("hide", hide.join(","));
    if (select) params.set("select", select);
    return params.size ? `#${params}` : "";
  }

  return { edgeEnds, kindsOf, describe, search, step, trace, filter, kindCounts, changeCount, readFragment, writeFragment };
})();
if (typeof module === "object") module.exports = ViewerLogic;
