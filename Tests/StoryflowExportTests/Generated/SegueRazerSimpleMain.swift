import Storyflow

/// Main, exported by Storyflow.
func segueRazerSimpleMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .phone) {
        TableViewController("nDB-8t-45s", title: "Table View Controller") {
            StaticSection {
                StaticCell(style: .custom, reuseIdentifier: "Cell")
                    .segue(.show, to: "zBe-u6-SoS")
            }
        }
        CollectionViewController("2ax-aG-h51", title: "CollectionViewController", class: "CollectionViewController") {
            CollectionView {
                CollectionCell("Cell")
                    .segue(.show, to: "zBe-u6-SoS")
            }
        }
        ViewController("cJ7-Hq-on6", title: "UIViewController") {
            Button("Button")
                .segue(.show, to: "9OP-vr-cWr")
        }
        ViewController("zBe-u6-SoS", title: "View Controller")
        NavigationController("fMw-I1-9k8", title: "CustomNavigationController", class: "CustomNavigationController") {
            ViewController("6mm-B2-wQz", title: "View Controller") {
                NavigationItem()
            }
        }
        ViewController("9OP-vr-cWr", title: "ObjCViewController", class: "ObjCViewController") {
            Button("Button")
                .segue(.show, to: "xmy-Mg-sje")
        }
        ViewController("xmy-Mg-sje", title: "UIViewController", class: "ViewController")
        NavigationController("HId-4I-qXC", title: "Navigation Controller", initial: true) {
            ViewController("BYZ-38-t0r", title: "ViewController", class: "ViewController") {
                NavigationItem()
                Button("Show")
                    .segue(.show, to: "cJ7-Hq-on6", identifier: "Show")
                Button("ShowDetail")
                    .segue(.showDetail, to: "cJ7-Hq-on6", identifier: "ShowDetail")
                Button("PresentModally")
                    .segue(.present(style: .fullScreen, transition: .partialCurl, animated: false), to: "fMw-I1-9k8", identifier: "PresentModally")
                Button("Programmatic")
                Button("Popover")
                    .segue(.popover(anchor: "Popover"), to: "zBe-u6-SoS")
                Button("Table")
                    .segue(.show, to: "nDB-8t-45s")
                Button("CollectionView")
                    .segue(.show, to: "2ax-aG-h51")
                Button("Custom")
                    .segue(.custom("CustomSegue"), to: "cJ7-Hq-on6")
                ManualSegue(.show, to: "cJ7-Hq-on6", identifier: "Programmatic")
            }
        }
    }
}
