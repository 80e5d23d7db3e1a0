import Storyflow

/// MainStoryboard, exported by Storyflow.
func doddmeRatingsMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("MainStoryboard") {
        TabBarController("dwh-7P-cWV", title: "Tab Bar Controller", initial: true) {
            NavigationController("7er-uJ-oam", title: "Navigation Controller - Players", tab: TabBarItem("Players", image: "Players.png")) {
                TableViewController("dgV-vH-nAf", class: "PlayersViewController") {
                    NavigationItem("Players")
                        .right {
                            BarButton(.add)
                                .segue(.present(style: nil, transition: .coverVertical), to: "RPA-Q4-T6C", identifier: "AddPlayer")
                        }
                    Prototype("PlayerCell", accessory: .detailDisclosureButton) {
                        Label("Name")
                        Label("Game")
                        ImageView(nil)
                    }
                    .segue(.show, to: "3pK-89-WK8", identifier: "RatePlayer")
                    ManualSegue(.present, to: "RPA-Q4-T6C", identifier: "EditPlayer")
                }
            }
            // Export loss: segue "sxr-do-JUC" (custom to "Cdx-Rg-g6V"): the DSL titles its trigger "Swipe Gesture" from its gesture kind
            // Export loss: segue "CLR-Oh-xCQ" (custom to "Cdx-Rg-g6V"): the DSL titles its trigger "Tap Gesture" from its gesture kind
            ViewController("obR-mD-kvm", class: "GesturesViewController", tab: TabBarItem("Gestures", image: "Gestures.png")) {
                NavigationItem("Gestures")
                Label("Swipe Right for Best Players")
                Label("Double Tap for Worst Players")
                Gesture(.swipe)
                    .segue(.custom("SuperCoolSegue"), to: "Cdx-Rg-g6V", identifier: "BestPlayers")
                Gesture(.tap)
                    .segue(.custom("SuperCoolSegue"), to: "Cdx-Rg-g6V", identifier: "WorstPlayers")
            }
        }
        ViewController("3pK-89-WK8", title: "RatePlayerViewController", class: "RatePlayerViewController") {
            NavigationItem()
            Button(image: "5Stars.png")
            Button(image: "4Stars.png")
            Button(image: "3Stars.png")
            Button(image: "2Stars.png")
            Button(image: "1Star.png")
        }
        NavigationController("Cdx-Rg-g6V", title: "Navigation Controller") {
            TableViewController("GpN-fr-nqv", class: "RankingViewController") {
                NavigationItem("Rankings")
                    .left {
                        BarButton(.done)
                    }
                ManualSegue(.show, to: "3pK-89-WK8", identifier: "RatePlayer")
            }
        }
        TableViewController("d1k-xb-ZYj", class: "GamePickerViewController") {
            NavigationItem("Choose Game")
            Prototype("GameCell", text: "Title")
        }
        // Export loss: scene "RPA-Q4-T6C": its navigation item and views are left out; a container or storyboard reference declares no content
        NavigationController("RPA-Q4-T6C", title: "Rate Players") {
            TableViewController("33N-q1-XND", class: "PlayerDetailsViewController", style: .grouped) {
                NavigationItem("Add Player")
                    .left {
                        BarButton(.cancel)
                    }
                    .right {
                        BarButton(.done)
                    }
                StaticSection("Player Name") {
                    StaticCell {
                        TextField(nil)
                    }
                }
                StaticSection {
                    StaticCell("Game", detail: "Detail", style: .rightDetail, accessory: .disclosureIndicator)
                        .segue(.show, to: "d1k-xb-ZYj", identifier: "PickGame")
                }
            }
        }
    }
}
