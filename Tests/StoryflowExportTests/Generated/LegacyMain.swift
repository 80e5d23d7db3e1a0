import Storyflow

/// MainStoryboard, exported by Storyflow.
func legacyMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("MainStoryboard") {
        TabBarController("gTb-Lg-001", title: "Tab Bar Controller", initial: true) {
            NavigationController("gNv-Lg-001", title: "Navigation Controller - Plants", tab: TabBarItem("Plants", image: "Plants.png")) {
                TableViewController("gPl-Lg-001", class: "PlantsViewController") {
                    NavigationItem("Plants")
                        .right {
                            BarButton(.add)
                                .segue(.present(style: nil, transition: .coverVertical), to: "gAn-Lg-001", identifier: "AddPlant")
                        }
                    Prototype("PlantCell", style: .subtitle, accessory: .disclosureIndicator, text: "Title", detail: "Subtitle")
                        .segue(.show, to: "gWt-Lg-001", identifier: "WaterPlant")
                    ManualSegue(.present, to: "gAn-Lg-001", identifier: "EditPlant")
                }
            }
            // Export loss: segue "gCs-Lg-001" (custom to "gFn-Lg-001"): the DSL titles its trigger "Swipe Gesture" from its gesture kind
            // Export loss: segue "gCs-Lg-002" (custom to "gFn-Lg-001"): the DSL titles its trigger "Tap Gesture" from its gesture kind
            ViewController("gSh-Lg-001", class: "ShortcutsViewController", tab: TabBarItem("Shortcuts", image: "Shortcuts.png")) {
                NavigationItem("Shortcuts")
                Label("Swipe right for favourites")
                Gesture(.swipe)
                    .segue(.custom("FadeSegue"), to: "gFn-Lg-001", identifier: "ShowFavourites")
                Gesture(.tap)
                    .segue(.custom("FadeSegue"), to: "gFn-Lg-001", identifier: "ShowFavouritesAgain")
            }
        }
        ViewController("gWt-Lg-001", class: "WaterPlantViewController") {
            NavigationItem("Water")
            Button("Water now")
        }
        NavigationController("gFn-Lg-001", title: "Navigation Controller - Favourites") {
            TableViewController("gFv-Lg-001", class: "FavouritesViewController") {
                NavigationItem("Favourites")
                    .left {
                        BarButton("Done")
                    }
                Prototype("FavouriteCell", text: "Title")
                ManualSegue(.show, to: "gWt-Lg-001", identifier: "WaterPlant")
            }
        }
        NavigationController("gAn-Lg-001", title: "Navigation Controller - Add Plant") {
            TableViewController("gAp-Lg-001", class: "AddPlantViewController", style: .grouped) {
                NavigationItem("Add Plant")
                    .left {
                        BarButton(.cancel)
                    }
                    .right {
                        BarButton(.done)
                    }
                StaticSection("Plant Name") {
                    StaticCell {
                        TextField("Name")
                    }
                }
            }
        }
    }
}
