/// The viewer page's style sheet: a toolbar, a sidebar with matches and filters, the canvas and the
/// details panel; highlight colours that differ in outline as well as hue.
enum ViewerStyle {
    static let css = #"""
    :root { --bg: #f4f4f6; --panel: #ffffff; --text: #1c1c1e; --muted: #6b6b70; --line: #d8d8dc;
            --accent: #0a60d0; --match: #f0a000; --in: #0a60d0; --out: #d9480f; }
    body.dark { --bg: #161618; --panel: #232326; --text: #ececf0; --muted: #a0a0a8; --line: #3a3a3e;
                --accent: #5aa2ff; --match: #ffc233; --in: #5aa2ff; --out: #ff8a4c; }
    * { box-sizing: border-box; }
    html, body { height: 100%; margin: 0; }
    body { display: flex; flex-direction: column; background: var(--bg); color: var(--text);
           font: 14px/1.4 "DejaVu Sans", system-ui, sans-serif; }
    header { display: flex; align-items: center; gap: 6px; padding: 8px 12px; background: var(--panel);
             border-bottom: 1px solid var(--line); }
    header h1 { font-size: 17px; margin: 0 12px 0 0; white-space: nowrap; }
    header .spacer { flex: 1; }
    #search { width: 340px; max-width: 40vw; padding: 6px 10px; font: inherit; color: inherit; background: var(--bg);
              border: 1px solid var(--line); border-radius: 6px; }
    button { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line);
             border-radius: 6px; padding: 5px 10px; cursor: pointer; }
    button:hover { border-color: var(--accent); }
    #viewer-errors { margin: 0; padding: 8px 12px 8px 32px; background: #b00020; color: #fff; }
    main { flex: 1; display: flex; min-height: 0; }
    #sidebar { width: 250px; flex: none; overflow: auto; padding: 10px 12px; background: var(--panel);
               border-right: 1px solid var(--line); }
    #viewer-status { margin: 0 0 6px; color: var(--muted); }
    #results { margin: 0 0 12px; padding-left: 22px; }
    #results button, .links button { border: none; background: none; padding: 1px 0; text-align: left; color: var(--accent); }
    #results li.current button { font-weight: bold; }
    fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 12px; padding: 6px 10px; }
    legend { color: var(--muted); padding: 0 4px; }
    fieldset label { display: flex; gap: 6px; align-items: center; padding: 1px 0; }
    fieldset label .count { margin-left: auto; color: var(--muted); }
    fieldset label .swatch { width: 30px; height: 8px; margin-left: auto; flex: none; }
    fieldset label .swatch + .count { margin-left: 8px; min-width: 2ch; text-align: right; }
    .hint { color: var(--muted); font-size: 12px; }
    #canvas { flex: 1; min-width: 0; overflow: hidden; cursor: grab; background: var(--bg); }
    #canvas.panning { cursor: grabbing; }
    #canvas > svg { display: block; width: 100%; height: 100%; }
    #details { width: 330px; flex: none; overflow: auto; padding: 10px 14px; background: var(--panel);
               border-left: 1px solid var(--line); }
    #details h2 { font-size: 17px; margin: 4px 0 2px; }
    #details h3 { font-size: 13px; margin: 14px 0 4px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    #details dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 6px 0; }
    #details dt { color: var(--muted); }
    #details dd { margin: 0; overflow-wrap: anywhere; }
    #details ul { margin: 0; padding-left: 18px; }
    #details li.finding { margin-bottom: 4px; overflow-wrap: anywhere; }
    #details a { color: var(--accent); overflow-wrap: anywhere; }
    #details summary { cursor: pointer; color: var(--accent); margin: 2px 0 4px; }
    #details pre { margin: 0; font: 12px/1.45 "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
    #details .close { float: right; }
    .finding.error { color: #c8102e; } .finding.warning { color: #a05a00; } body.dark .finding.warning { color: #ffb347; }
    .links .edge-kind { color: var(--muted); }

    /* The diagram: matches, the selection and its paths; everything else fades. */
    g.filtered-out { display: none; }
    svg.searching g.node:not(.match), svg.searching g.edge:not(.match) { opacity: .25; }
    g.node.match { filter: drop-shadow(0 0 3px var(--match)) drop-shadow(0 0 3px var(--match)); }
    g.node.match.current { filter: drop-shadow(0 0 5px var(--match)) drop-shadow(0 0 5px var(--match)) drop-shadow(0 0 5px var(--match)); }
    svg.selecting g.node:not(.selected):not(.path-in):not(.path-out),
    svg.selecting g.edge:not(.path-in):not(.path-out) { opacity: .18; }
    g.node.selected { filter: drop-shadow(0 0 4px var(--accent)) drop-shadow(0 0 4px var(--accent)); }
    g.edge.path-in path { stroke: var(--in); stroke-width: 3px; }
    g.edge.path-in polygon { stroke: var(--in); fill: var(--in); }
    g.edge.path-out path { stroke: var(--out); stroke-width: 3px; stroke-dasharray: 9 3; }
    g.edge.path-out polygon { stroke: var(--out); fill: var(--out); }
    g.edge.match path { stroke: var(--match); stroke-width: 3px; }
    g.node, g.edge { cursor: pointer; }
    .legend-swatch { display: inline-block; width: 22px; height: 0; vertical-align: middle; margin-right: 4px; }
    .legend-swatch.in { border-top: 3px solid var(--in); }
    .legend-swatch.out { border-top: 3px dashed var(--out); }
    """#
}
