import Storyflow

/// A flow written with the DSL that uses every construct the exporter writes, with strings that
/// need escaping in every place a string goes: exporting it and compiling the source must give it
/// back unchanged except for locations.
enum ShowcaseFlow {
    /// A title with quotes, a backslash, an interpolation, a line break, a tab, an emoji, a
    /// combining accent, a right-to-left override and a non-breaking space.
    static let nasty = "<Save & \"Exit\"> \\ \\(x)\n\ttab 🎉 e\u{301} \u{202E}rtl\u{00A0}nbsp"

    static func flow() throws(FlowDefinitionError) -> Flow {
        try Flow("Showcase \"Flow\" \\ \(nasty)", device: .pad) {
            TabBarController("Tabs", title: nasty, class: "Tabs\\Class", storyboardID: "tabs\"id", initial: true) {
                NavigationController("Nav \"1\"", tab: TabBarItem(nasty, image: "img\\1", badge: "\u{0}")) {
                    TableViewController("Table", title: "Explicit", class: "TableVC", style: .insetGrouped, storyboardID: "table") {
                        NavigationItem(nasty)
                            .left {
                                BarButton(.cancel).unwind(to: "Nav \"1\"", action: "cancel\\:", identifier: nasty)
                                BarButton("Plain \"bar\"")
                            }
                            .right {
                                BarButton(.done, title: "Fertig \\n")
                                    .segue(.show, to: "Pages")
                                    .segue(.showDetail, to: "Split", identifier: "detail")
                                BarButton(.add).segue(.present(style: .formSheet, transition: .flipHorizontal, animated: false), to: "Pages")
                            }
                        TableHeaderView {
                            Button("Header \\(button)").segue(.popover(anchor: "anchor \"view\""), to: "Pages")
                            Label("")
                        }
                        StaticSection(nasty, footer: "Footer\r\n") {
                            StaticCell(nasty, detail: "Detail", style: .subtitle, accessory: .checkmark, reuseIdentifier: "reuse\\id")
                                .segue(.custom("Fade\\Segue"), to: "Collection", identifier: "fade")
                                .unwind(to: "Tabs", action: "back:")
                            StaticCell {
                                TextField(nil, text: "typed \"text\"")
                                ImageView(nil)
                            }
                            StaticCell(style: .custom) {}
                            StaticCell()
                        }
                        StaticSection(footer: "only footer") {}
                        StaticSection {}
                        ManualSegue(.present(style: nil, transition: .crossDissolve), to: "Pages", identifier: "manual\\1")
                        Gesture(.longPress).segue(.show, to: "Pages", identifier: "hold").segue(.present, to: "Split")
                        Gesture(.screenEdgePan).segue(.show, to: "Collection")
                        ManualSegue(unwindTo: "Tabs", action: "logout:", identifier: "logout")
                    }
                }
                StoryboardReference("Ref", storyboard: "Other \"Board\"", identifier: "Entry\\Point", title: "Reference", tab: TabBarItem("Ref"))
            }
            PageViewController("Pages", title: "Pages", class: "PagesVC", storyboardID: "pages") {
                ViewController("Page 1") {
                    VStack {
                        HStack {
                            Label(nasty)
                            TextField("placeholder \\(p)", text: nil)
                        }
                        HStack {}
                        ContainerView().embed("Embedded", identifier: "embed\\1")
                        ContainerView()
                        ToolbarView {}
                    }
                    ToolbarView {
                        BarButton(.trash)
                        BarButton(nasty).segue(.popover(anchor: nasty), to: "Page 2", identifier: "tool\\1")
                    }
                    TableView(style: .grouped) {
                        Prototype("Cell\"A\"", style: .rightDetail, accessory: .detailButton, text: nasty, detail: "d")
                            .segue(.show, to: "Page 2")
                        Prototype("CellB") {
                            ImageView("photo\\1")
                            Button("Go").segue(.show, to: "Page 2", identifier: "go")
                        }
                        Prototype("CellC", style: .custom)
                    }
                    TableView {}
                }
                ViewController("Page 2") {
                    Switch(isOn: true)
                    Switch()
                    Slider(value: 0.25)
                    SegmentedControl([nasty, "B"], selected: 1)
                    SegmentedControl([])
                    Stepper()
                    ProgressView(0.75)
                    ActivityIndicator()
                    PageControl(pages: 4, current: 2)
                    PickerView()
                    DatePicker(mode: "time")
                    SearchBar("Search \\ \"x\"")
                    TextView(nasty)
                    WebView()
                    MapView()
                    Control(id: "", kind: .switch, text: "not a switch's", isOn: true)
                    ScrollView {
                        Label("in scroll")
                        Button(image: "star.fill").segue(.show, to: "Page 1", identifier: "star")
                    }
                    VisualEffectView(class: "Blur\\View") { Button("Title", image: "gear") }
                    CustomView("Chart\"View\"")
                    ToolbarView {
                        BarButton(image: "gearshape")
                        BarButton(image: "bell", title: "Alerts")
                        BarButton(id: "", systemItem: .add, image: "plus.circle")
                    }
                }
            }
            SplitViewController("Split") {
                NavigationController("Master Nav") { TableViewController("Master") { Prototype("Row") } }
            } supplementary: {
                CollectionViewController("Collection", class: "CollectionVC") {
                    NavigationItem()
                    Label("collection")
                    CollectionView {
                        CollectionCell("Tile\"1\"") { ImageView("photo") }
                            .segue(.show, to: "Detail", identifier: "tile")
                        CollectionCell("Plain")
                    }
                }
            } detail: {
                ViewController("Detail", title: nasty)
            }
            ViewController("Embedded")
            StoryboardReference("Elsewhere", storyboard: nil)
        }
    }
}
