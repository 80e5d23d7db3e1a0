// Storyflow viewer: pan and zoom, search, filters, details and the paths into and out of a scene.
// The diagram's structure comes from the SVG (g.node and g.edge groups: their ids, classes,
// <title>s and tooltips); #viewer-data adds details by SVG id. The URL's #fragment keeps the state
// (search=…&hide=kind,kind&select=svg-id), so a view can be linked to. Errors go into #viewer-errors.
// The class names come from #viewer-names, as the layout writes them; what needs no page is in
// ViewerLogic (viewer-logic.js, before this script in the page).
"use strict";
(() => {
  const XLINK = "http://www.w3.org/1999/xlink";
  const $ = (id) => document.getElementById(id);

  function reportError(message) {
    const item = document.createElement("li");
    item.className = "script-error";
    item.textContent = message;
    $("viewer-errors").append(item);
    $("viewer-errors").hidden = false;
    document.body.dataset.viewer = "error";
  }
  window.addEventListener("error", (event) => reportError(`${event.message} (line ${event.lineno})`));

  // ---- The diagram, read from the SVG ------------------------------------------------------
  const titleOf = (element) => element.querySelector(":scope > title")?.textContent ?? "";
  const tooltipOf = (element) => {
    const link = element.querySelector("a");
    return link?.getAttributeNS(XLINK, "title") ?? link?.getAttribute("xlink:title") ?? "";
  };

  // The legend's samples and Graphviz helpers (a bare "node" or "edge" class) are not part of the flow.
  const isDecoration = (element, names) => element.classList.length < 2 || element.classList.contains(names.classes.legendEntry);

  function readGraph(svg, details, names) {
    const byName = new Map();   // Graphviz node name (s0, s1…) → node
    for (const element of svg.querySelectorAll("g.node")) {
      if (isDecoration(element, names) || element.classList.contains(names.classes.hubReference)) continue;
      const info = details[element.id] ?? null;
      const tooltip = tooltipOf(element);
      const name = info?.name ?? (tooltip.split("\n")[0] || element.id);
      // Names and identifiers first; what the tooltip and the content mention after them.
      const primary = [name, element.id, info?.class, info?.storyboardID, info?.id];
      const secondary = [tooltip, info?.kind, ...(info?.content ?? [])];
      byName.set(titleOf(element), { element, info, tooltip, name, incoming: [], outgoing: [], classes: [...element.classList],
                                     primary: primary.filter(Boolean).join("\n").toLowerCase(),
                                     secondary: secondary.filter(Boolean).join("\n").toLowerCase() });
    }
    const nodes = [...byName.values()];
    // A hub reference ("→ Hub" beside a source) stands for the hub it links to: its segues lead there.
    const references = new Map();   // reference element → the hub's node
    const referenceNames = new Map();   // Graphviz node name → reference element
    for (const element of svg.querySelectorAll(`g.node.${names.classes.hubReference}`)) {
      const link = element.querySelector("a");
      const target = (link?.getAttributeNS(XLINK, "href") ?? link?.getAttribute("href") ?? "").replace(/^#/, "");
      const hub = nodes.find((node) => node.element.id === target);
      if (!hub) continue;
      byName.set(titleOf(element), hub);
      references.set(element, hub);
      referenceNames.set(titleOf(element), element);
    }
    const edges = [];
    for (const element of svg.querySelectorAll("g.edge")) {
      if (isDecoration(element, names)) continue;
      const ends = ViewerLogic.edgeEnds(titleOf(element));
      const [tail, head] = ends.map((end) => byName.get(end));
      const classes = [...element.classList];
      const kinds = ViewerLogic.kindsOf(classes, names);
      const tooltip = tooltipOf(element);
      const label = [...element.querySelectorAll("text")].map((text) => text.textContent).join(" ");
      const edge = { element, tail, head, kinds, classes, tooltip, label, reference: referenceNames.get(ends[1]),
                     primary: `${tooltip.split("\n")[0]}\n${label}`.toLowerCase(), secondary: tooltip.toLowerCase() };
      edges.push(edge);
      tail?.outgoing.push(edge);
      head?.incoming.push(edge);
    }
    return { nodes, edges, references };
  }

  // ---- Pan and zoom: the SVG's viewBox moves, so the drawing stays sharp at any zoom ----------
  function makeView(svg) {
    const box = svg.viewBox.baseVal;
    const full = { x: box.x, y: box.y, width: box.width, height: box.height };
    let current = { ...full };
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    const apply = () => svg.setAttribute("viewBox", `${current.x} ${current.y} ${current.width} ${current.height}`);
    const toDiagram = (x, y) => new DOMPoint(x, y).matrixTransform(svg.getScreenCTM().inverse());
    const aspect = () => { const r = svg.getBoundingClientRect(); return r.height > 0 ? r.width / r.height : 1; };
    const setCurrent = (x, y, width) => { current = { x, y, width, height: width / aspect() }; apply(); };
    return {
      fit() {
        const width = Math.max(full.width, full.height * aspect());
        setCurrent(full.x + (full.width - width) / 2, full.y + (full.height - width / aspect()) / 2, width);
      },
      zoom(factor, clientX, clientY) {   // factor < 1 zooms in, around the given point
        const r = svg.getBoundingClientRect();
        const centre = toDiagram(clientX ?? r.left + r.width / 2, clientY ?? r.top + r.height / 2);
        const width = Math.min(Math.max(current.width * factor, full.width / 60), full.width * 4);
        const scale = width / current.width;
        setCurrent(centre.x - (centre.x - current.x) * scale, centre.y - (centre.y - current.y) * scale, width);
      },
      panBy(dx, dy) {   // in screen pixels
        const unit = 1 / svg.getScreenCTM().a;
        setCurrent(current.x - dx * unit, current.y - dy * unit, current.width);
      },
      show(...elements) {   // centre the elements, zoomed in no closer than a readable scene
        const toSVG = (element) => svg.getScreenCTM().inverse().multiply(element.getScreenCTM());
        const corners = elements.flatMap((element) => {
          const b = element.getBBox();
          return [[b.x, b.y], [b.x + b.width, b.y + b.height]].map(([x, y]) => new DOMPoint(x, y).matrixTransform(toSVG(element)));
        });
        const [left, right] = [Math.min(...corners.map((p) => p.x)), Math.max(...corners.map((p) => p.x))];
        const [top, bottom] = [Math.min(...corners.map((p) => p.y)), Math.max(...corners.map((p) => p.y))];
        const margin = elements.length > 1 ? 1.25 : 2.5;
        const width = Math.min(Math.max((right - left) * margin, (bottom - top) * margin * aspect(), 300),
                               Math.max(full.width, full.height * aspect()));
        setCurrent((left + right) / 2 - width / 2, (top + bottom) / 2 - width / aspect() / 2, width);
      },
    };
  }

  // ---- Search, filters, selection ------------------------------------------------------------
  function start() {
    const svg = document.querySelector("#canvas > svg");
    if (!svg) throw new Error("the page has no diagram");
    const data = JSON.parse($("viewer-data").textContent);
    const names = JSON.parse($("viewer-names").textContent);
    const graph = readGraph(svg, data.elements ?? {}, names);
    const view = makeView(svg);
    const state = { query: "", matches: [], current: -1, hidden: new Set(), selected: null };
    if (svg.querySelector(`g.graph.${names.classes.dark}`)) document.body.classList.add("dark");

    const isHidden = (item) => item.element.classList.contains("filtered-out");
    const describe = ViewerLogic.describe;
    const button = (text, action, target) => {
      const element = document.createElement("button");
      element.type = "button";
      element.textContent = text;
      if (target) element.dataset.target = target;
      element.addEventListener("click", action);
      return element;
    };
    const add = (parent, tag, text, className) => {
      const element = document.createElement(tag);
      if (text !== undefined) element.textContent = text;
      if (className) element.className = className;
      parent.append(element);
      return element;
    };

    function updateStatus() {
      const shown = graph.edges.filter((edge) => !isHidden(edge)).length;
      const scenes = graph.nodes.filter((node) => node.classes.includes(names.classes.scene)).length;
      const summary = `${scenes} scenes · ${shown} of ${graph.edges.length} connections shown`;
      const found = state.query ? `${state.matches.length} ${state.matches.length === 1 ? "match" : "matches"} for “${state.query}” · ` : "";
      $("viewer-status").textContent = found + summary;
    }

    function writeHash() {
      const fragment = ViewerLogic.writeFragment({ search: state.query, hide: [...state.hidden], select: state.selected?.element.id });
      history.replaceState(null, "", fragment || location.pathname + location.search);
    }

    function search(query) {
      state.query = query.trim();
      const needle = state.query.toLowerCase();
      for (const item of state.matches) item.element.classList.remove("match", "current");
      state.matches = ViewerLogic.search([...graph.nodes, ...graph.edges].filter((item) => !isHidden(item)), needle);
      state.matches.forEach((item) => item.element.classList.add("match"));
      svg.classList.toggle("searching", needle !== "");
      const list = $("results");
      list.replaceChildren();
      for (const item of state.matches) {
        const name = item.name ?? describe(item);
        add(list, "li").append(button(name, () => jump(state.matches.indexOf(item) - state.current), item.element.id));
      }
      state.current = -1;
      if (state.matches.length) jump(1);
      updateStatus();
      writeHash();
    }

    function jump(step) {
      if (!state.matches.length) return;
      state.matches[state.current]?.element.classList.remove("current");
      $("results").children[state.current]?.classList.remove("current");
      state.current = ViewerLogic.step(state.current, step, state.matches.length);
      const item = state.matches[state.current];
      item.element.classList.add("current");
      $("results").children[state.current]?.classList.add("current");
      view.show(item.element);
    }

    function buildFilters() {
      const kinds = ViewerLogic.kindCounts(graph.edges);
      const changes = names.changeClasses.filter((name) => svg.querySelector(`g.node.${name}, g.edge.${name}`));
      const addToggle = (fieldset, name, count) => {
        const label = add(fieldset, "label");
        label.title = `Show or hide ${name} connections`;
        const box = add(label, "input");
        box.type = "checkbox";
        box.checked = !state.hidden.has(name);
        box.dataset.kind = name;
        box.addEventListener("change", () => { box.checked ? state.hidden.delete(name) : state.hidden.add(name); applyFilters(); });
        add(label, "span", name);
        const sample = graph.edges.find((edge) => edge.kinds.includes(name))?.element.querySelector("path");
        if (sample) label.append(swatch(sample));
        if (count !== undefined) add(label, "span", String(count), "count");
      };
      for (const [kind, count] of kinds) addToggle($("kind-filters"), kind, count);
      const items = graph.nodes.concat(graph.edges);
      for (const name of changes) addToggle($("change-filters"), name, ViewerLogic.changeCount(items, name, names));
      $("change-filters").hidden = changes.length === 0;
    }

    // A short line drawn like `path`: its colour, width and dashes, so a filter shows what it hides.
    function swatch(path) {
      const SVG = "http://www.w3.org/2000/svg";
      const picture = document.createElementNS(SVG, "svg");
      picture.setAttribute("class", "swatch");
      picture.setAttribute("viewBox", "0 0 30 8");
      const line = document.createElementNS(SVG, "line");
      for (const [name, value] of [["x1", 1], ["y1", 4], ["x2", 29], ["y2", 4]]) line.setAttribute(name, value);
      for (const name of ["stroke", "stroke-width", "stroke-dasharray"]) {
        if (path.getAttribute(name)) line.setAttribute(name, path.getAttribute(name));
      }
      picture.append(line);
      return picture;
    }

    function applyFilters() {
      const hidden = ViewerLogic.filter(graph, state.hidden, names);
      for (const item of [...graph.nodes, ...graph.edges]) item.element.classList.toggle("filtered-out", hidden.items.has(item));
      // A hub reference shows while one of its segues does.
      for (const element of graph.references.keys()) element.classList.toggle("filtered-out", hidden.references.has(element));
      search(state.query);
      select(state.selected && !isHidden(state.selected) ? state.selected : null);
    }

    // Marks everything on a path into (or out of) `start`, not following unwinds, which go back.
    function trace(start, direction, otherEnd, className) {
      const reached = ViewerLogic.trace(start, direction, otherEnd, isHidden, names);
      for (const item of [...reached.edges, ...reached.nodes]) item.element.classList.add(className);
    }

    function clearSelection() {
      for (const element of svg.querySelectorAll(".selected, .path-in, .path-out")) element.classList.remove("selected", "path-in", "path-out");
      svg.classList.remove("selecting");
      $("details").hidden = true;
    }

    function select(node) {
      clearSelection();
      state.selected = node;
      if (node) {
        node.element.classList.add("selected");
        svg.classList.add("selecting");
        trace(node, "incoming", "tail", "path-in");
        trace(node, "outgoing", "head", "path-out");
        showDetails(node);
      }
      writeHash();
    }

    // Selects a scene and brings it into view with the scenes it connects to directly.
    function focus(node) {
      select(node);
      const neighbours = [...node.incoming.map((edge) => edge.tail), ...node.outgoing.map((edge) => edge.head)];
      view.show(node.element, ...neighbours.filter((other) => other && !isHidden(other)).map((other) => other.element));
    }

    function selectEdge(edge) {
      select(null);
      edge.element.classList.add("path-out");
      svg.classList.add("selecting");
      const panel = $("details");
      panel.replaceChildren(button("×", () => select(null)));
      panel.firstChild.className = "close";
      add(panel, "h2", edge.tooltip.split("\n")[0] || edge.label || "connection");
      add(panel, "pre", edge.tooltip.split("\n").slice(1).join("\n"));
      const links = add(panel, "ul", undefined, "links");
      for (const [word, end] of [["from", edge.tail], ["to", edge.head]]) {
        if (!end) continue;
        const item = add(links, "li", `${word} `);
        item.append(button(end.name, () => focus(end), end.element.id));
      }
      panel.hidden = false;
    }

    function showDetails(node) {
      const panel = $("details");
      const info = node.info ?? {};
      panel.replaceChildren(button("×", () => select(null)));
      panel.firstChild.className = "close";
      add(panel, "h2", node.name);
      const facts = add(panel, "dl");
      const fact = (term, value) => { if (value != null) { add(facts, "dt", term); return add(facts, "dd", value); } };
      fact("kind", info.kind);
      fact("class", info.class);
      fact("storyboard id", info.storyboardID);
      fact("id", info.id);
      if (info.source) {
        const place = fact("source", info.source.url ? "" : info.source.text);
        if (info.source.url) { const link = add(place, "a", info.source.text); link.href = info.source.url; }
      }
      if (!node.info && node.tooltip) add(panel, "pre", node.tooltip);
      if (info.findings?.length) {
        add(panel, "h3", `Review findings (${info.findings.length})`);
        const list = add(panel, "ul");
        const more = info.findings.length > 4 ? add(panel, "details") : null;   // a long list folds after three
        if (more) add(more, "summary", `${info.findings.length - 3} more`);
        const rest = more ? add(more, "ul") : list;
        info.findings.forEach((finding, index) => {
          const item = add(index < 3 ? list : rest, "li", `${finding.severity}: ${finding.message} [${finding.rule}] `, `finding ${finding.severity}`);
          if (finding.source?.url) { const link = add(item, "a", finding.source.text); link.href = finding.source.url; }
        });
      }
      if (info.content?.length) {
        add(panel, "h3", "Content");
        add(panel, "pre", info.content.join("\n"));
      }
      const listEdges = (title, edges, otherEnd, swatch) => {
        const heading = add(panel, "h3");
        add(heading, "span", undefined, `legend-swatch ${swatch}`);
        heading.append(`${title} (${edges.length})`);
        const list = add(panel, "ul", undefined, "links");
        for (const edge of edges) {
          const item = add(list, "li");
          const other = edge[otherEnd];
          if (other) item.append(button(other.name, () => focus(other), other.element.id), " ");
          add(item, "span", describe(edge), "edge-kind");
        }
      };
      listEdges("Incoming", node.incoming.filter((edge) => !isHidden(edge)), "tail", "in");
      listEdges("Outgoing", node.outgoing.filter((edge) => !isHidden(edge)), "head", "out");
      panel.hidden = false;
    }

    // ---- Wiring ----
    const canvas = $("canvas");
    // A hub reference's link is for the SVG on its own; here a click selects the hub and keeps the page's #fragment.
    canvas.addEventListener("click", (event) => { if (event.target.closest?.(`g.${names.classes.hubReference}`)) event.preventDefault(); }, true);
    let drag = null;
    canvas.addEventListener("pointerdown", (event) => {
      drag = { x: event.clientX, y: event.clientY, moved: 0 };
      if (canvas.hasPointerCapture && event.isTrusted) canvas.setPointerCapture(event.pointerId);
    });
    canvas.addEventListener("pointermove", (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      drag.moved += Math.abs(dx) + Math.abs(dy);
      if (drag.moved > 3) { canvas.classList.add("panning"); view.panBy(dx, dy); }
      drag.x = event.clientX;
      drag.y = event.clientY;
    });
    canvas.addEventListener("pointerup", (event) => {
      const click = drag && drag.moved <= 3;
      drag = null;
      canvas.classList.remove("panning");
      if (!click) return;
      const hit = document.elementsFromPoint(event.clientX, event.clientY).map((element) => element.closest("g.node, g.edge")).find(Boolean);
      const hub = hit && graph.references.get(hit);
      if (hub) return focus(hub);
      const node = hit && graph.nodes.find((candidate) => candidate.element === hit);
      const edge = hit && graph.edges.find((candidate) => candidate.element === hit);
      node ? select(node) : edge ? selectEdge(edge) : select(null);
    });
    canvas.addEventListener("wheel", (event) => { event.preventDefault(); view.zoom(Math.exp(event.deltaY * 0.0015), event.clientX, event.clientY); }, { passive: false });
    for (const control of document.querySelectorAll("[data-zoom]")) {
      control.addEventListener("click", () => ({ in: () => view.zoom(0.7), out: () => view.zoom(1 / 0.7), fit: () => view.fit() })[control.dataset.zoom]());
    }
    const field = $("search");
    field.addEventListener("input", () => search(field.value));
    field.addEventListener("keydown", (event) => {
      if (event.key === "Enter") jump(event.shiftKey ? -1 : 1);
      if (event.key === "Escape") { field.value = ""; search(""); field.blur(); }
    });
    $("search-next").addEventListener("click", () => jump(1));
    $("search-previous").addEventListener("click", () => jump(-1));
    document.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLInputElement) return;
      const actions = { "/": () => field.focus(), "+": () => view.zoom(0.7), "=": () => view.zoom(0.7), "-": () => view.zoom(1 / 0.7),
                        "0": () => view.fit(), Escape: () => select(null) };
      if (actions[event.key]) { event.preventDefault(); actions[event.key](); }
    });

    // ---- Start from the URL's #fragment ----
    const fragment = ViewerLogic.readFragment(location.hash);
    fragment.hide.forEach((name) => state.hidden.add(name));
    buildFilters();
    view.fit();
    state.query = fragment.search;
    field.value = state.query;
    applyFilters();
    const chosen = graph.nodes.find((node) => node.element.id === fragment.select);
    if (chosen) state.query ? select(chosen) : focus(chosen);
  }

  try {
    start();
    if (document.body.dataset.viewer !== "error") document.body.dataset.viewer = "ready";
  } catch (error) {
    reportError(String(error?.stack ?? error));
  }
})();
