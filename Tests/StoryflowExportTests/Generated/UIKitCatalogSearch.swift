import Storyflow

/// Search, exported by Storyflow.
func uiKitCatalogSearchFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Search") {
        NavigationController("6Ay-cF-67z", title: "Navigation Controller", initial: true) {
            TableViewController("v21-vF-FLh") {
                NavigationItem("Search")
                StaticSection("Search Bars") {
                    StaticCell("Default", detail: "DefaultSearchBarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "aTT-8g-UdL")
                    StaticCell("Custom", detail: "CustomSearchBarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Mhd-Bs-sIn")
                }
                StaticSection("Search Controllers") {
                    StaticCell("Present Over Navigation Bar", detail: "SearchPresentOverNavigationBarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "yzs-dR-TMM")
                    StaticCell("Search Bar Embedded in Navigation Bar", detail: "SearchBarEmbeddedInNavigationBarController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "aRM-gX-SK9")
                    StaticCell("Results in Searched Controller", detail: "SearchShowResultsInSourceViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "fjx-Zc-6QZ")
                }
            }
        }
        ViewController("aTT-8g-UdL", class: "DefaultSearchBarViewController") {
            NavigationItem("Default Search Bar")
            SearchBar()
        }
        ViewController("Mhd-Bs-sIn", class: "CustomSearchBarViewController") {
            NavigationItem("Custom Search Bar")
            SearchBar()
        }
        TableViewController("yzs-dR-TMM", class: "SearchPresentOverNavigationBarViewController") {
            NavigationItem("Presented Over Navigation Bar")
                .right {
                    BarButton(.search)
                }
            Prototype("searchResultsCell", text: "Search results cell")
        }
        TableViewController("aRM-gX-SK9", class: "SearchBarEmbeddedInNavigationBarViewController") {
            NavigationItem("Search Bar Embedded in Navigation Bar")
            Prototype("searchResultsCell", text: "Search results cell")
        }
        TableViewController("fjx-Zc-6QZ", class: "SearchShowResultsInSourceViewController") {
            NavigationItem("Results in Searched Controller")
            Prototype("searchResultsCell", text: "Search results cell")
        }
        TableViewController("Thx-B6-QkK", title: "SearchResultsViewController", class: "SearchResultsViewController", storyboardID: "SearchResultsViewControllerStoryboardIdentifier") {
            Prototype("searchResultsCell", text: "Search results cell")
        }
    }
}
