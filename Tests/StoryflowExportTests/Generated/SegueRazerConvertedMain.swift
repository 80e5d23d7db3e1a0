import Storyflow

/// Main, exported by Storyflow.
func segueRazerConvertedMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .phone) {
        TableViewController("nDB-8t-45s", title: "Table View Controller", storyboardID: "UITableViewController") {
            StaticSection {
                StaticCell(style: .custom, reuseIdentifier: "Cell")
            }
        }
        CollectionViewController("2ax-aG-h51", title: "CollectionViewController", class: "CollectionViewController", storyboardID: "CollectionViewController") {
            CollectionView {
                CollectionCell("Cell")
            }
        }
        ViewController("cJ7-Hq-on6", title: "UIViewController", storyboardID: "UIViewController0") {
            Button("Button")
        }
        ViewController("zBe-u6-SoS", title: "View Controller", storyboardID: "UIViewController1")
        NavigationController("fMw-I1-9k8", title: "CustomNavigationController", class: "CustomNavigationController", storyboardID: "CustomNavigationControllerUIViewController") {
            ViewController("6mm-B2-wQz", title: "View Controller", storyboardID: "UIViewController2") {
                NavigationItem()
            }
        }
        ViewController("9OP-vr-cWr", title: "ObjCViewController", class: "ObjCViewController", storyboardID: "ObjCViewController") {
            Button("Button")
        }
        ViewController("xmy-Mg-sje", title: "UIViewController", class: "ViewController", storyboardID: "ViewController0")
        NavigationController("HId-4I-qXC", title: "Navigation Controller", storyboardID: "UINavigationControllerViewController", initial: true) {
            ViewController("BYZ-38-t0r", title: "ViewController", class: "ViewController", storyboardID: "ViewController") {
                NavigationItem()
                Button("Show")
                Button("ShowDetail")
                Button("PresentModally")
                Button("Programmatic")
                Button("Popover")
                Button("Table")
                Button("CollectionView")
                Button("Custom")
            }
        }
    }
}
