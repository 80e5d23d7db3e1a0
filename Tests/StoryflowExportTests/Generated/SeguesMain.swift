import Storyflow

/// Main, exported by Storyflow.
func seguesMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main", device: .phone) {
        NavigationController("Nav-Sg-001", title: "Navigation Controller", initial: true) {
            ViewController("Hom-Sg-001", class: "HomeViewController") {
                NavigationItem("Home")
                Button("Show")
                    .segue(.show, to: "Dst-Sg-001", identifier: "Show")
                Button("Detail")
                    .segue(.showDetail, to: "Dst-Sg-001", identifier: "ShowDetail")
                Button("Present")
                    .segue(.present(style: .fullScreen, transition: .partialCurl, animated: false), to: "Nav-Sg-002", identifier: "PresentModally")
                Button("Popover")
                    .segue(.popover(anchor: "Popover"), to: "Pop-Sg-001", identifier: "ShowPopover")
                Button("Custom")
                    .segue(.custom("CustomSegue"), to: "Dst-Sg-001")
                Button("List")
                    .segue(.show, to: "Lst-Sg-001")
                Button("Grid")
                    .segue(.show, to: "Grd-Sg-001")
                ContainerView()
                    .embed("Hdr-Sg-001")
                ToolbarView {
                    BarButton(.compose)
                        .segue(.present, to: "Nav-Sg-002", identifier: "Compose")
                }
                ManualSegue(.show, to: "Dst-Sg-001", identifier: "Programmatic")
            }
        }
        // Export loss: segue "Unw-Sg-Dst" (unwind to "Hom-Sg-001"): its target was inferred; declared as exact
        ViewController("Dst-Sg-001", title: "Target", class: "TargetViewController") {
            Button("Back")
                .unwind(to: "Hom-Sg-001", action: "unwindToHome:")
        }
        NavigationController("Nav-Sg-002", title: "Modal Navigation") {
            ViewController("Mdl-Sg-001") {
                NavigationItem("Modal")
            }
        }
        ViewController("Pop-Sg-001", title: "Popover")
        ViewController("Hdr-Sg-001", title: "Header") {
            Label("Welcome")
        }
        TableViewController("Lst-Sg-001", title: "List") {
            Prototype("ItemCell", text: "Item")
                .segue(.show, to: "Dst-Sg-001", identifier: "ShowItem")
        }
        CollectionViewController("Grd-Sg-001", title: "Grid") {
            CollectionView {
                CollectionCell("TileCell")
                    .segue(.show, to: "Dst-Sg-001")
            }
        }
        // Export loss: segue "Unw-Sg-Orp" (unwind to nothing): left out; it has no destination
        ViewController("Orp-Sg-001", title: "Orphan", class: "OrphanViewController") {
            Button("Leave")
        }
    }
}
