import Foundation
import Storyflow
import Testing

/// The DSL's controls, groups, collection views and image buttons, and their JSON.
@Suite struct DSLControlTests {
    private func flow() throws -> Flow {
        try Flow("Controls") {
            ViewController("Settings", initial: true) {
                NavigationItem("Settings").right { BarButton(image: "gearshape").segue(.show, to: "Detail") }
                Switch(isOn: true)
                Slider(value: 0.25)
                SegmentedControl(["Day", "Week"], selected: 1)
                Stepper()
                ProgressView(0.5)
                ActivityIndicator()
                PageControl(pages: 4, current: 1)
                PickerView()
                DatePicker(mode: "date")
                SearchBar("Search")
                TextView("Notes")
                WebView()
                MapView()
                ScrollView { Label("Terms"); Button(image: "xmark").segue(.show, to: "Detail") }
                VisualEffectView { Label("Blurred") }
                CustomView("ChartView")
                CollectionView {
                    CollectionCell("PhotoCell") { ImageView("photo") }.segue(.show, to: "Detail", identifier: "showPhoto")
                }
            }
            ViewController("Detail")
        }
    }

    @Test func everyControlBecomesAnElementInOrderWithAnIDFromItsPosition() throws {
        let elements = try #require(try flow().scene(id: "Settings")).content.elements
        #expect(elements.map(\.id) == [
            "Settings.switch0", "Settings.slider0", "Settings.segmentedControl0", "Settings.stepper0", "Settings.progressView0",
            "Settings.activityIndicator0", "Settings.pageControl0", "Settings.picker0", "Settings.datePicker0", "Settings.searchBar0",
            "Settings.textView0", "Settings.webView0", "Settings.mapView0", "Settings.scrollView0", "Settings.visualEffectView0",
            "Settings.customView0", "Settings.collectionView0",
        ])
        #expect(elements[0] == .control(Control(id: "Settings.switch0", kind: .switch, isOn: true)))
        #expect(elements[2] == .control(Control(id: "Settings.segmentedControl0", kind: .segmentedControl, titles: ["Day", "Week"], selectedIndex: 1)))
        #expect(elements[6] == .control(Control(id: "Settings.pageControl0", kind: .pageControl, selectedIndex: 1, count: 4)))
        #expect(elements[15] == .group(ViewGroup(id: "Settings.customView0", kind: .custom, className: "ChartView")))
    }

    @Test func collectionCellsAndImageButtonsFireSegues() throws {
        let segues = try flow().segues(from: "Settings")
        #expect(segues.map(\.trigger) == [
            Trigger(kind: .barButton, elementID: "Settings.rightBarButton0", title: "⚙"),
            Trigger(kind: .button, elementID: "Settings.scrollView0.button0", title: "✕"),
            Trigger(kind: .cell, elementID: "Settings.collectionView0.cell0", title: "PhotoCell"),
        ])
        #expect(try flow().scene(id: "Settings")?.content.containsElement(id: "Settings.collectionView0.cell0") == true)
    }

    @Test func controlsGroupsAndGridsComeBackFromJSON() throws {
        let flow = try flow()
        let data = try flow.jsonData()
        #expect(try Flow(jsonData: data) == flow)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
        let elements = try #require((scene["content"] as? [String: Any])?["elements"] as? [[String: Any]])
        #expect(elements[0] as NSDictionary == ["type": "control", "id": "Settings.switch0", "kind": "switch", "isOn": true] as NSDictionary)
        #expect(elements[13]["type"] as? String == "group" && elements[13]["kind"] as? String == "scrollView")
        #expect(elements[16]["type"] as? String == "collectionView")
        #expect((elements[16]["cells"] as? [[String: Any]])?.first?["reuseIdentifier"] as? String == "PhotoCell")
    }

    @Test func imageNamesShowAsGlyphsOrTheirName() {
        #expect(SymbolGlyph.text(for: "star.fill") == "★")
        #expect(SymbolGlyph.text(for: "star") == "☆")
        #expect(SymbolGlyph.text(for: "plus.circle.fill") == "⊕")
        #expect(SymbolGlyph.text(for: "square.and.arrow.up") == "⇪")
        #expect(SymbolGlyph.text(for: "figure.walk") == "figure.walk")
        #expect(BarButton(id: "b", image: "gearshape").displayText == "⚙")
        #expect(BarButton(id: "b").displayText == "Item")
        #expect(Button(id: "b", title: "", image: "Logo").displayText == "Logo")
        #expect(Button(id: "b", title: "Go", image: "Logo").displayText == "Go")
    }
}
