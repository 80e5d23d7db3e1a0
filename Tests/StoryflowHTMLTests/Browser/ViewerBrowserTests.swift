import Foundation
import Storyflow
import StoryflowHTML
import StoryflowLayout
import StoryflowReview
import Testing

/// The viewer page in a real browser: headless Chromium loads it, runs its script and shows it.
@Suite("HTML viewer in Chromium", .serialized, Chromium.required)
final class ViewerBrowserTests {
    private let folder: URL
    private let chromium: Chromium
    /// The canvas of a 1400×850 window: right of the sidebar, below the toolbar.
    private let canvas = ScreenshotInk(x: 260, y: 60, width: 1130, height: 780)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chromium = try Chromium.start()
    }

    deinit {
        chromium.close()
        if ProcessInfo.processInfo.environment["KEEP_VIEWER_PAGES"] == nil {
            try? FileManager.default.removeItem(at: folder)
        } else {
            print("viewer pages and screenshots kept in \(folder.path)")
        }
    }

    @Test("Every sample's page loads without script errors and finds all its scenes and segues")
    func loads() throws {
        for name in ViewerPages.sampleNames {
            let flow = try ViewerPages.sample(name)
            let dom = try chromium.dumpDOM(of: try write(ViewerPages.page(of: flow), as: name))
            #expect(dom.contains(#"<body data-viewer="ready">"#), "\(name): \(Self.errors(in: dom))")
            #expect(!dom.contains(#"class="script-error""#), "\(name): \(Self.errors(in: dom))")
            let edges = Self.count(of: #"class="edge "#, in: dom)
            #expect(Self.status(in: dom) == "\(flow.scenes.count) scenes · \(edges) of \(edges) connections shown")
            #expect(Self.count(of: #"<input type="checkbox" data-kind=""#, in: dom) == Set(flow.segues.map(\.kind)).count + 1, "one filter per kind and the entry")
        }
    }

    @Test("The legend's samples are not connections of the flow")
    func legend() throws {
        let flow = try ViewerPages.sample("FriendList")
        let page = try ViewerPages.page(of: flow, options: LayoutOptions(theme: .dark, showsLegend: true))
        let dom = try chromium.dumpDOM(of: try write(page, as: "Legend"))
        #expect(dom.contains(#"<body data-viewer="ready" class="dark">"#), "\(Self.errors(in: dom))")
        #expect(dom.contains(#"class="edge legend-entry""#))
        let edges = Self.count(of: #"class="edge segue "#, in: dom) + 1
        #expect(Self.status(in: dom) == "\(flow.scenes.count) scenes · \(edges) of \(edges) connections shown")
        #expect(!dom.contains(#"data-kind="legend-entry""#))
    }

    @Test("Clicks, drags, the wheel and keys: select a scene, pan, zoom, search and clear")
    func interaction() throws {
        let viewer = try ViewerPages.page(of: try ViewerPages.sample("Ratings"))
        let driven = viewer.replacingOccurrences(of: "</body>", with: "<script>\n\(Self.driver)</script>\n</body>")
        let dom = try chromium.dumpDOM(of: try write(driven, as: "Driven"))
        #expect(dom.contains(#"<body data-viewer="ready""#), "\(Self.errors(in: dom))")
        let log = try #require(Self.element("pre", id: "driver-log", in: dom))
        #expect(log == """
            click scene: Choose Game selected, details “Choose Game”
            details link: Add Player selected, zoomed to it
            drag: view moved left, same zoom
            wheel: zoomed in
            key /: search focused
            enter: 4 matches for “game”, current show: PickGame
            escape: selection cleared, details hidden
            click canvas background: nothing selected
            """)
    }

    /// Drives the page as a user would (pointer, wheel and key events) and logs what changed in #driver-log.
    private static let driver = #"""
        const log = []; const $ = (id) => document.getElementById(id);
        const canvas = $("canvas"), svg = canvas.querySelector("svg");
        const box = () => svg.getAttribute("viewBox").split(" ").map(Number);
        const centre = (element) => { const r = element.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
        const pointer = (type, [x, y]) => canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, bubbles: true, pointerId: 1, isPrimary: true }));
        const click = (point) => { pointer("pointerdown", point); pointer("pointerup", point); };
        const scene = $("scene-ChooseGame");
        click(centre(scene));
        log.push(`click scene: ${scene.classList.contains("selected") ? "Choose Game selected" : "nothing selected"}, details “${$("details").querySelector("h2")?.textContent}”`);
        const fitted = box();
        $("details").querySelector('button[data-target="scene-AddPlayer"]').click();
        log.push(`details link: ${$("scene-AddPlayer").classList.contains("selected") ? "Add Player selected" : "Add Player not selected"}, ${box()[2] < fitted[2] ? "zoomed to it" : "view unchanged"}`);
        const before = box(); const start = [700, 400];
        pointer("pointerdown", start); pointer("pointermove", [760, 400]); pointer("pointerup", [760, 400]);
        const after = box();
        log.push(`drag: view moved ${after[0] < before[0] ? "left" : "not left"}, ${after[2] === before[2] ? "same zoom" : "zoom changed"}`);
        canvas.dispatchEvent(new WheelEvent("wheel", { deltaY: -300, clientX: 700, clientY: 400, bubbles: true, cancelable: true }));
        log.push(`wheel: ${box()[2] < after[2] ? "zoomed in" : "not zoomed in"}`);
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }));
        log.push(`key /: ${document.activeElement === $("search") ? "search focused" : "search not focused"}`);
        $("search").value = "game"; $("search").dispatchEvent(new Event("input"));
        $("search").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
        log.push(`enter: ${$("viewer-status").textContent.split(" · ")[0]}, current ${$("results").querySelector("li.current")?.textContent}`);
        document.activeElement.blur();
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        log.push(`escape: ${svg.querySelector(".selected") ? "still selected" : "selection cleared"}, details ${$("details").hidden ? "hidden" : "shown"}`);
        const background = () => {
            const r = canvas.getBoundingClientRect();
            for (let y = r.top + 5; y < r.bottom; y += 10) for (let x = r.left + 5; x < r.right; x += 10) {
                const hit = document.elementFromPoint(x, y);
                if (hit && canvas.contains(hit) && !hit.closest(".node, .edge")) return [x, y];
            }
            return [r.left + 5, r.top + 5];
        };
        click(background());
        log.push(`click canvas background: ${svg.querySelector(".selected") ? "something selected" : "nothing selected"}`);
        const output = document.createElement("pre"); output.id = "driver-log"; output.textContent = log.join("\n"); document.body.append(output);
        """#

    @Test("With containers drawn around their children, a container is still a scene: found by search, with details")
    func groupedContainers() throws {
        let flow = try ViewerPages.sample("Ratings")
        let page = try write(ViewerPages.page(of: flow, options: LayoutOptions(groupsContainers: true)), as: "Grouped")
        let dom = try chromium.dumpDOM(of: Self.url(page, fragment: "search=AddPlayerNav&select=scene-AddPlayerNav"))
        #expect(Self.status(in: dom).hasPrefix("2 matches for “AddPlayerNav” · \(flow.scenes.count) scenes"), "the container and the segue presenting it: \(Self.errors(in: dom))")
        #expect(Self.classes(of: "scene-AddPlayerNav", in: dom) == "node scene navigationController match current selected")
        #expect(Self.classes(of: "group-AddPlayerNav", in: dom).hasPrefix("cluster"), "the box around its children is drawn")
        #expect(try #require(Self.element("aside", id: "details", in: dom)).contains("<dd>navigationController</dd>"))
    }

    @Test("A script error is shown in the page instead of passing silently")
    func reportsErrors() throws {
        let broken = HTMLViewerPage(title: "Broken", svg: "<p>no diagram</p>").html()
        let dom = try chromium.dumpDOM(of: try write(broken, as: "Broken"))
        #expect(dom.contains(#"<body data-viewer="error">"#))
        #expect(Self.errors(in: dom).contains("the page has no diagram"))
    }

    @Test("Search finds a scene by class and a segue by identifier, highlights them and lists them")
    func search() throws {
        let page = try write(ViewerPages.page(of: try ViewerPages.sample("Ratings")), as: "Ratings")
        let byClass = try chromium.dumpDOM(of: Self.url(page, fragment: "search=GamePicker"))
        #expect(Self.status(in: byClass).hasPrefix("1 match for “GamePicker”"))
        #expect(Self.classes(of: "scene-ChooseGame", in: byClass) == "node scene tableViewController match current")
        #expect(Self.classes(of: "scene-AddPlayer", in: byClass) == "node scene tableViewController")
        #expect(byClass.contains(#"<li class="current"><button type="button" data-target="scene-ChooseGame">Choose Game</button></li>"#))

        let byIdentifier = try chromium.dumpDOM(of: Self.url(page, fragment: "search=pickgame"))
        #expect(Self.classes(of: "segue-AddPlayer_PickGame", in: byIdentifier) == "edge segue show match current")
        #expect(byIdentifier.contains(#"<svg class="searching""#) || byIdentifier.contains(#" class="searching">"#))
    }

    @Test("A filter hides its segue kind, in the DOM and on the screen")
    func filter() throws {
        let flow = try ViewerPages.sample("Ratings")
        let page = try write(ViewerPages.page(of: flow), as: "Ratings")
        let dom = try chromium.dumpDOM(of: Self.url(page, fragment: "hide=unwind"))
        let unwinds = flow.segues.filter { $0.kind == .unwind }
        #expect(unwinds.count == 3)
        for segue in flow.segues {
            let id = "segue-" + segue.id.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: ">", with: "_")
            let hidden = Self.classes(of: id, in: dom).hasSuffix("filtered-out")
            #expect(hidden == (segue.kind == .unwind), "\(id): \(Self.classes(of: id, in: dom))")
        }
        let edges = Self.count(of: #"class="edge "#, in: dom)
        #expect(Self.status(in: dom) == "\(flow.scenes.count) scenes · \(edges - 3) of \(edges) connections shown")

        let allKinds = "hide=" + Set(flow.segues.map(\.kind.rawValue)).sorted().joined(separator: ",") + ",initial"
        let shown = try inkOfScreenshot(Self.url(page, fragment: ""), name: "all-kinds")
        let hidden = try inkOfScreenshot(Self.url(page, fragment: allKinds), name: "no-kinds")
        #expect(hidden < shown * 0.97, "hiding every kind removes the lines and their labels: \(hidden) vs \(shown)")
    }

    @Test("Selecting a scene shows its details and highlights the paths into and out of it")
    func selection() throws {
        let page = try write(ViewerPages.page(of: try ViewerPages.sample("Ratings")), as: "Ratings")
        let dom = try chromium.dumpDOM(of: Self.url(page, fragment: "select=scene-AddPlayer"))
        #expect(Self.classes(of: "scene-AddPlayer", in: dom).hasSuffix("selected"))
        for upstream in ["scene-Tabs", "scene-PlayersNav", "scene-Players", "scene-AddPlayerNav", "segue-Players_AddPlayer"] {
            #expect(Self.classes(of: upstream, in: dom).contains("path-in"), "\(upstream) leads to Add Player")
        }
        #expect(Self.classes(of: "scene-ChooseGame", in: dom).contains("path-out"))
        #expect(Self.classes(of: "segue-AddPlayer_PickGame", in: dom).contains("path-out"))
        #expect(!Self.classes(of: "scene-Gestures", in: dom).contains("path-"))
        let details = try #require(Self.element("aside", id: "details", in: dom))
        for text in ["<h2>Add Player</h2>", "<dd>PlayerDetailsViewController</dd>", "Incoming (2)", "Outgoing (3)",
                     "text field “Name”", #"data-target="scene-ChooseGame">Choose Game</button>"#] {
            #expect(details.contains(text), "the details lack \(text)")
        }
    }

    @Test("Details link the source line, and a long list of findings folds after three")
    func sourceLinksAndFindings() throws {
        let flow = try Flow("Hub") {
            ViewController("Hub", initial: true) {
                VStack { for name in ["A", "B", "C", "D", "E"] { Button(name).segue(.show, to: name) } }
            }
            for name in ["A", "B", "C", "D", "E"] { ViewController(name) { Label(name) } }
        }
        let base = try #require(URL(string: "https://example.com/app/blob/main/"))
        let page = try write(ViewerPages.page(of: flow, sourceBaseURL: base), as: "Hub")
        let dom = try chromium.dumpDOM(of: Self.url(page, fragment: "select=scene-Hub"))
        #expect(dom.contains(#"<body data-viewer="ready""#), "\(Self.errors(in: dom))")
        let details = try #require(Self.element("aside", id: "details", in: dom))
        let line = try #require(flow.scenes.first?.location?.line)
        #expect(details.contains(#"<a href="https://example.com/app/blob/main/\#(flow.scenes[0].location!.file)#L\#(line)">"#))
        let findings = FlowReviewer().review(flow).filter { $0.sceneIDs.contains("Hub") }
        #expect(findings.count > 4)
        #expect(details.contains("Review findings (\(findings.count))"))
        #expect(details.contains("<summary>\(findings.count - 3) more</summary>"))
        #expect(Self.count(of: #"<li class="finding warning">"#, in: details) == findings.count)
    }

    @Test("On a diff diagram, added, removed, changed and unchanged become toggles that hide those parts")
    func changeToggles() throws {
        let flow = try ViewerPages.sample("Ratings")
        let pick = try #require(flow.segues.first { $0.identifier == "PickGame" })
        var options = LayoutOptions()
        options.changes = ChangeMarks(
            scenes: ["Gestures": ChangeMark(.removed), "ChooseGame": ChangeMark(.changed, notes: ["class GamePicker → GamePickerViewController"])],
            segues: [pick.id: ChangeMark(.added)]
        )
        let page = try write(HTMLViewerPage(title: "Ratings (changes)", svg: try ViewerPages.svg(of: flow, options: options)).html(), as: "Diff")
        let dom = try chromium.dumpDOM(of: Self.url(page, fragment: "hide=removed"))
        #expect(dom.contains(#"<fieldset id="change-filters"><legend>Changes</legend>"#), "the toggles are shown")
        for change in ["added", "removed", "changed", "unchanged"] {
            #expect(dom.contains(#"data-kind="\#(change)""#), "a toggle for \(change)")
        }
        #expect(Self.classes(of: "scene-Gestures", in: dom) == "node scene viewController removed filtered-out")
        #expect(Self.classes(of: "segue-Tabs_tab1", in: dom).hasSuffix("filtered-out"), "an edge to a hidden scene is hidden")
        #expect(Self.classes(of: "scene-Players", in: dom) == "node scene tableViewController unchanged")
        #expect(Self.classes(of: "scene-ChooseGame", in: dom) == "node scene tableViewController changed")
        #expect(Self.classes(of: "segue-AddPlayer_PickGame", in: dom) == "edge segue show added")
    }

    @Test("A segue whose kind changed is one change: its ghost counts with it, not as a removal")
    func oldVersionCountsWithItsChange() throws {
        var flow = try ViewerPages.sample("Ratings")
        let index = try #require(flow.segues.firstIndex { $0.identifier == "AddPlayer" })
        var ghost = flow.segues[index]
        ghost.id += "~base"
        flow.segues[index].kind = .show
        flow.segues.append(ghost)
        var options = LayoutOptions()
        options.changes = ChangeMarks(segues: [
            flow.segues[index].id: ChangeMark(.changed, notes: ["present → show"], version: .head),
            ghost.id: ChangeMark(.removed, notes: ["was: present → show"], version: .base, isOldVersion: true),
        ])
        let page = try write(HTMLViewerPage(title: "Ratings (changes)", svg: try ViewerPages.svg(of: flow, options: options)).html(), as: "KindChange")
        let dom = try chromium.dumpDOM(of: Self.url(page, fragment: ""))
        #expect(!dom.contains(#"data-kind="removed""#), "nothing was removed")
        let changed = try #require(dom.range(of: #"data-kind="changed""#))
        let label = dom[changed.upperBound...].components(separatedBy: "</label>")[0]
        #expect(label.contains(#"<span class="count">1</span>"#), "\(label)")
    }

    @Test("A hub reference stands for its hub: its segues lead there, a click selects the hub, it hides with its segues")
    func hubReferences() throws {
        let tabs = ["Feed", "Search", "Alerts", "Inbox", "Me"]
        let flow = try Flow("Router") {
            ViewController("Home", initial: true) {
                VStack {
                    for name in tabs { Button(name).segue(.show, to: name) }
                    Button("Compose").segue(.present, to: "Compose")
                }
            }
            for name in tabs { ViewController(name) { Button("Compose").segue(.present, to: "Compose") } }
            ViewController("Compose") { Label("Compose") }
        }
        let viewer = try ViewerPages.page(of: flow)
        #expect(Self.count(of: #"class="node hub&#45;reference""#, in: viewer) == 5, "every tab's segue to Compose ends at a reference (Graphviz escapes the dash)")
        let clickReference = #"""
            const reference = document.querySelector("g.hub-reference"); const r = reference.getBoundingClientRect();
            const point = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, pointerId: 1, isPrimary: true };
            $("canvas").dispatchEvent(new PointerEvent("pointerdown", point)); $("canvas").dispatchEvent(new PointerEvent("pointerup", point));
            reference.querySelector("a").dispatchEvent(new MouseEvent("click", { ...point, cancelable: true }));
            const log = document.createElement("pre"); log.id = "driver-log";
            log.textContent = `${$("scene-Compose").classList.contains("selected") ? "Compose selected" : "Compose not selected"}, details “${$("details").querySelector("h2")?.textContent}”, ${location.hash}`;
            document.body.append(log);
            """#
        let driven = viewer.replacingOccurrences(of: "</body>", with: "<script>\nconst $ = (id) => document.getElementById(id);\n\(clickReference)</script>\n</body>")
        let dom = try chromium.dumpDOM(of: try write(driven, as: "Router"))
        #expect(dom.contains(#"<body data-viewer="ready""#), "\(Self.errors(in: dom))")
        let edges = Self.count(of: #"class="edge "#, in: dom)
        #expect(Self.status(in: dom) == "\(flow.scenes.count) scenes · \(edges) of \(edges) connections shown", "references are not scenes")
        #expect(Self.element("pre", id: "driver-log", in: dom) == "Compose selected, details “Compose”, #select=scene-Compose",
                "the click does not follow the reference's link, which would lose the page's state")
        let details = try #require(Self.element("aside", id: "details", in: dom))
        #expect(details.contains("Incoming (6)"), "the segues to the references lead to Compose")

        let page = try write(viewer, as: "RouterWithoutPresents")
        let hidden = try chromium.dumpDOM(of: Self.url(page, fragment: "hide=present"))
        #expect(Self.count(of: #"class="node hub-reference filtered-out""#, in: hidden) == 5, "the references hide with their segues")
    }

    @Test("Each sample's diagram displays: the screenshot's canvas is drawn on, an empty diagram's is not")
    func displays() throws {
        for name in ViewerPages.sampleNames {
            let page = try write(ViewerPages.page(of: try ViewerPages.sample(name)), as: name)
            let ink = try inkOfScreenshot(page, name: name)
            // A diagram wide and short (Ratings' screens in one row) fits the window small: about 1 %.
            #expect(ink > 0.005, "\(name): \(ink) of the canvas is drawn on")
        }
        let empty = try write(HTMLViewerPage(title: "Empty", svg: #"<svg viewBox="0 0 400 300"><g class="graph"></g></svg>"#).html(), as: "Empty")
        #expect(try inkOfScreenshot(empty, name: "Empty") < 0.001)
    }

    // MARK: - Helpers

    private func write(_ html: String, as name: String) throws -> URL {
        let file = folder.appendingPathComponent("\(name).html")
        try Data(html.utf8).write(to: file)
        return file
    }

    private func inkOfScreenshot(_ page: URL, name: String) throws -> Double {
        let png = folder.appendingPathComponent("\(name).png")
        try chromium.screenshot(of: page, to: png)
        return try canvas.fraction(of: png, using: chromium, folder: folder)
    }

    private static func url(_ page: URL, fragment: String) -> URL {
        URL(string: page.absoluteString + "#" + fragment)!
    }

    private static func status(in dom: String) -> String {
        element("p", id: "viewer-status", in: dom) ?? ""
    }

    private static func errors(in dom: String) -> String {
        element("ul", id: "viewer-errors", in: dom) ?? ""
    }

    /// The inner HTML of the first `<tag id="id" …>` element (no nesting of the same tag).
    private static func element(_ tag: String, id: String, in dom: String) -> String? {
        guard let open = dom.range(of: "<\(tag) id=\"\(id)\""), let start = dom.range(of: ">", range: open.upperBound..<dom.endIndex),
              let end = dom.range(of: "</\(tag)>", range: start.upperBound..<dom.endIndex) else { return nil }
        return String(dom[start.upperBound..<end.lowerBound])
    }

    /// The `class` of the SVG group with `id`.
    private static func classes(of id: String, in dom: String) -> String {
        guard let open = dom.range(of: "<g id=\"\(id)\" class=\""),
              let end = dom.range(of: "\"", range: open.upperBound..<dom.endIndex) else { return "(no element \(id))" }
        return String(dom[open.upperBound..<end.lowerBound])
    }

    private static func count(of text: String, in dom: String) -> Int {
        dom.components(separatedBy: text).count - 1
    }
}
