import Storyflow

/// Main, exported by Storyflow.
func uiKitCatalogAppFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main") {
        SplitViewController("Main/H1p-Uh-vWS", title: "UIKitCatalog", initial: true) {
            NavigationController("Main/1tt-iQ-LUe", title: "Navigation Controller") {
                TableViewController("Main/riI-GT-RXv") {
                    NavigationItem("UIKitCatalog")
                    StaticSection {
                        StaticCell("Activity Indicators", detail: "ActivityIndicatorViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/ob4-mD-tic")
                        StaticCell("Alert Controller", detail: "AlertControllerViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/MJ0-Ub-SBU")
                        StaticCell("Buttons", detail: "ButtonViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/JOI-11-xgr")
                        StaticCell("Date Picker", detail: "DatePickerController", style: .subtitle)
                            .segue(.showDetail, to: "Main/kZ9-XK-Aa6")
                        StaticCell("Image View", detail: "ImageViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/PtF-vt-hJJ")
                        StaticCell("Page Control", detail: "PageControlViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/jVo-88-dub")
                        StaticCell("Picker View", detail: "PickerViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/upa-p3-O3r")
                        StaticCell("Progress Views", detail: "ProgressViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/u6u-ko-s7H")
                        StaticCell("Segmented Controls", detail: "SegmentedControlViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/av9-5l-681")
                        StaticCell("Sliders", detail: "SliderViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/fyN-ao-mNW")
                        StaticCell("Stack Views", detail: "StackViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/mN2-KO-6A2")
                        StaticCell("Steppers", detail: "StepperViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/3hj-3A-Jeu")
                        StaticCell("Switches", detail: "SwitchViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/z9a-R6-EDf")
                        StaticCell("Text Fields", detail: "TextFieldViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/VO7-2f-x5T")
                        StaticCell("Text View", detail: "TextViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/4VS-2r-7OB")
                        StaticCell("Web View", detail: "WebViewController", style: .subtitle)
                            .segue(.showDetail, to: "Main/qr8-uD-JZA")
                        StaticCell("Search")
                            .segue(.showDetail, to: "Search/6Ay-cF-67z")
                        StaticCell("Toolbars")
                            .segue(.showDetail, to: "Main/b4J-Sc-TeP")
                    }
                }
            }
        } detail: {
            NavigationController("Main/0Vj-0D-3tU", title: "Navigation Controller") {
                ViewController("Main/SVQ-IJ-reh", title: "View Controller") {
                    NavigationItem()
                    Label("Explore UIKit controls as you navigate UIKitCatalog. For more information on how UIKitCatalog is structured, consult the ReadMe.")
                }
            }
        }
        NavigationController("Main/ob4-mD-tic", title: "Navigation Controller") {
            TableViewController("Main/08q-TN-XKe", class: "ActivityIndicatorViewController", style: .grouped) {
                NavigationItem("Activity Indicators")
                StaticSection("Gray") {
                    StaticCell {
                        ActivityIndicator()
                    }
                }
                StaticSection("Tinted") {
                    StaticCell {
                        ActivityIndicator()
                    }
                }
            }
        }
        NavigationController("Main/MJ0-Ub-SBU", title: "Navigation Controller") {
            TableViewController("Main/Va4-Ge-jQn", class: "AlertControllerViewController", style: .grouped) {
                NavigationItem("Alert Controllers")
                StaticSection("Alert Style") {
                    StaticCell("Simple")
                    StaticCell("Okay / Cancel")
                    StaticCell("Other")
                    StaticCell("Text Entry")
                    StaticCell("Secure Text Entry")
                }
                StaticSection("Action Sheet Style") {
                    StaticCell("Okay / Cancel")
                    StaticCell("Other")
                }
            }
        }
        NavigationController("Main/JOI-11-xgr", title: "Navigation Controller") {
            TableViewController("Main/gl0-hM-EWg", class: "ButtonViewController", style: .grouped) {
                NavigationItem("Buttons")
                StaticSection("System (Text)") {
                    StaticCell {
                        Button("Button")
                    }
                }
                StaticSection("System (Contact Add)") {
                    StaticCell {
                        Button(image: "plus.circle")
                    }
                }
                StaticSection("System (Detail Disclosure)") {
                    StaticCell {
                        Button(image: "info.circle")
                    }
                }
                StaticSection("Image") {
                    StaticCell {
                        Button("Button")
                    }
                }
                StaticSection("Attributed Text") {
                    StaticCell {
                        Button("Button")
                    }
                }
            }
        }
        NavigationController("Main/kZ9-XK-Aa6", title: "Navigation Controller") {
            ViewController("Main/QVr-ji-WII", class: "DatePickerController") {
                NavigationItem("Date Picker")
                DatePicker(mode: "dateAndTime")
                Label("Current Date Label")
            }
        }
        NavigationController("Main/jVo-88-dub", title: "Navigation Controller") {
            ViewController("Main/ZSF-lM-gQa", class: "PageControlViewController") {
                NavigationItem("Page Control")
                PageControl(pages: 3)
            }
        }
        NavigationController("Main/upa-p3-O3r", title: "Navigation Controller") {
            ViewController("Main/hIc-I2-PiV", class: "PickerViewController") {
                NavigationItem("Picker View")
                PickerView()
            }
        }
        NavigationController("Main/av9-5l-681", title: "Navigation Controller") {
            TableViewController("Main/Eil-ie-nN6", class: "SegmentedControlViewController", style: .grouped) {
                NavigationItem("Segmented Controls")
                StaticSection("Default") {
                    StaticCell {
                        SegmentedControl(["Check", "Search", "Tools"])
                    }
                }
                StaticSection("Tinted") {
                    StaticCell {
                        SegmentedControl(["Check", "Search", "Tools"])
                    }
                }
                StaticSection("Custom Segments") {
                    StaticCell {
                        SegmentedControl(["Check", "Search", "Tools"])
                    }
                }
                StaticSection("Custom Background") {
                    StaticCell {
                        SegmentedControl(["Check", "Search", "Tools"])
                    }
                }
            }
        }
        NavigationController("Main/4VS-2r-7OB", title: "Navigation Controller") {
            ViewController("Main/pUP-b0-VMf", class: "TextViewController") {
                NavigationItem("Text View")
                TextView("This is a UITextView that uses attributed text. You can programmatically modify the display of the text by making it bold, highlighted, underlined, tinted, and more. These attributes are defined in NSAttributedString.h. You can even embed attachments in an NSAttributedString!\n")
            }
        }
        NavigationController("Main/b4J-Sc-TeP", title: "Navigation Controller") {
            TableViewController("Main/VeD-XY-hiR") {
                NavigationItem("Toolbars")
                StaticSection {
                    StaticCell("Default", detail: "DefaultToolbarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Main/FlG-Up-yfw")
                    StaticCell("Tinted", detail: "TintedToolbarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Main/CRN-u2-9ve")
                    StaticCell("Custom", detail: "CustomToolbarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Main/F6w-By-RQf")
                }
            }
        }
        NavigationController("Main/PtF-vt-hJJ", title: "Navigation Controller") {
            ViewController("Main/XCI-A9-c2M", class: "ImageViewController") {
                NavigationItem("Image Views")
                ImageView(nil)
            }
        }
        NavigationController("Main/u6u-ko-s7H", title: "Navigation Controller") {
            TableViewController("Main/aY0-FD-8DD", class: "ProgressViewController", style: .grouped) {
                NavigationItem("Progress Views")
                StaticSection("Default") {
                    StaticCell {
                        ProgressView(0.5)
                    }
                }
                StaticSection("Bar") {
                    StaticCell {
                        ProgressView(0.5)
                    }
                }
                StaticSection("Tinted") {
                    StaticCell {
                        ProgressView(0.5)
                    }
                }
            }
        }
        NavigationController("Main/qr8-uD-JZA", title: "Navigation Controller") {
            ViewController("Main/i9U-A8-mkf", class: "WebViewController") {
                NavigationItem("Web View")
                TextField("Enter an address", text: "http://apple.com")
                WebView()
            }
        }
        NavigationController("Main/VO7-2f-x5T", title: "Navigation Controller") {
            TableViewController("Main/DSJ-7r-oCY", class: "TextFieldViewController", style: .grouped) {
                NavigationItem("Text Fields")
                StaticSection("Default") {
                    StaticCell {
                        TextField(nil)
                    }
                }
                StaticSection("Tinted") {
                    StaticCell {
                        TextField(nil)
                    }
                }
                StaticSection("Secure") {
                    StaticCell {
                        TextField(nil)
                    }
                }
                StaticSection("Specific Keyboard") {
                    StaticCell {
                        TextField(nil)
                    }
                }
                StaticSection("Custom") {
                    StaticCell {
                        TextField(nil)
                    }
                }
            }
        }
        NavigationController("Main/z9a-R6-EDf", title: "Navigation Controller") {
            TableViewController("Main/zcI-oN-J3j", class: "SwitchViewController", style: .grouped) {
                NavigationItem("Switches")
                StaticSection("Default") {
                    StaticCell {
                        Switch(isOn: true)
                    }
                }
                StaticSection("Tinted") {
                    StaticCell {
                        Switch(isOn: true)
                    }
                }
            }
        }
        NavigationController("Main/3hj-3A-Jeu", title: "Navigation Controller") {
            TableViewController("Main/Ob2-pp-aCj", class: "StepperViewController", style: .grouped) {
                NavigationItem("Steppers")
                StaticSection("Default") {
                    StaticCell {
                        Stepper()
                        Label("0")
                    }
                }
                StaticSection("Tinted") {
                    StaticCell {
                        Stepper()
                        Label("0")
                    }
                }
                StaticSection("Custom") {
                    StaticCell {
                        Stepper()
                        Label("0")
                    }
                }
            }
        }
        NavigationController("Main/fyN-ao-mNW", title: "Navigation Controller") {
            TableViewController("Main/laz-6N-ZhE", class: "SliderViewController", style: .grouped) {
                NavigationItem("Sliders")
                StaticSection("Default") {
                    StaticCell {
                        Slider(value: 0.5)
                    }
                }
                StaticSection("Tinted") {
                    StaticCell {
                        Slider(value: 0.5)
                    }
                }
                StaticSection("Custom") {
                    StaticCell {
                        Slider(value: 0.5)
                    }
                }
            }
        }
        NavigationController("Main/mN2-KO-6A2", title: "Navigation Controller") {
            ViewController("Main/K8w-Uq-R9J", class: "StackViewController") {
                NavigationItem("Stack Views")
                VStack {
                    Label("Title Label")
                    HStack {
                        Label("Detail")
                        TextField(nil)
                        Button(image: "stepper_increment")
                    }
                    HStack {
                        Label("Further Detail")
                        TextField(nil)
                        Button(image: "stepper_decrement")
                    }
                    Label("Footer Label")
                }
            }
        }
        ViewController("Main/CRN-u2-9ve", class: "TintedToolbarViewController") {
            NavigationItem("Tinted Toolbar")
            ToolbarView {
                BarButton("Item")
            }
        }
        ViewController("Main/F6w-By-RQf", class: "CustomToolbarViewController") {
            NavigationItem("Custom Toolbar")
            ToolbarView {
                BarButton("Item")
            }
        }
        ViewController("Main/FlG-Up-yfw", class: "DefaultToolbarViewController") {
            NavigationItem("Default Toolbar")
            ToolbarView {
                BarButton("Item")
            }
        }
        NavigationController("Search/6Ay-cF-67z", title: "Navigation Controller") {
            TableViewController("Search/v21-vF-FLh") {
                NavigationItem("Search")
                StaticSection("Search Bars") {
                    StaticCell("Default", detail: "DefaultSearchBarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Search/aTT-8g-UdL")
                    StaticCell("Custom", detail: "CustomSearchBarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Search/Mhd-Bs-sIn")
                }
                StaticSection("Search Controllers") {
                    StaticCell("Present Over Navigation Bar", detail: "SearchPresentOverNavigationBarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Search/yzs-dR-TMM")
                    StaticCell("Search Bar Embedded in Navigation Bar", detail: "SearchBarEmbeddedInNavigationBarController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Search/aRM-gX-SK9")
                    StaticCell("Results in Searched Controller", detail: "SearchShowResultsInSourceViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "Search/fjx-Zc-6QZ")
                }
            }
        }
        ViewController("Search/aTT-8g-UdL", class: "DefaultSearchBarViewController") {
            NavigationItem("Default Search Bar")
            SearchBar()
        }
        ViewController("Search/Mhd-Bs-sIn", class: "CustomSearchBarViewController") {
            NavigationItem("Custom Search Bar")
            SearchBar()
        }
        TableViewController("Search/yzs-dR-TMM", class: "SearchPresentOverNavigationBarViewController") {
            NavigationItem("Presented Over Navigation Bar")
                .right {
                    BarButton(.search)
                }
            Prototype("searchResultsCell", text: "Search results cell")
        }
        TableViewController("Search/aRM-gX-SK9", class: "SearchBarEmbeddedInNavigationBarViewController") {
            NavigationItem("Search Bar Embedded in Navigation Bar")
            Prototype("searchResultsCell", text: "Search results cell")
        }
        TableViewController("Search/fjx-Zc-6QZ", class: "SearchShowResultsInSourceViewController") {
            NavigationItem("Results in Searched Controller")
            Prototype("searchResultsCell", text: "Search results cell")
        }
        TableViewController("Search/Thx-B6-QkK", title: "SearchResultsViewController", class: "SearchResultsViewController", storyboardID: "SearchResultsViewControllerStoryboardIdentifier") {
            Prototype("searchResultsCell", text: "Search results cell")
        }
    }
}
