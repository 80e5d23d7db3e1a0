import Storyflow

/// Main, exported by Storyflow.
func uiKitCatalogMainFlow() throws(FlowDefinitionError) -> Flow {
    try Flow("Main") {
        SplitViewController("H1p-Uh-vWS", title: "UIKitCatalog", initial: true) {
            NavigationController("1tt-iQ-LUe", title: "Navigation Controller") {
                TableViewController("riI-GT-RXv") {
                    NavigationItem("UIKitCatalog")
                    StaticSection {
                        StaticCell("Activity Indicators", detail: "ActivityIndicatorViewController", style: .subtitle)
                            .segue(.showDetail, to: "ob4-mD-tic")
                        StaticCell("Alert Controller", detail: "AlertControllerViewController", style: .subtitle)
                            .segue(.showDetail, to: "MJ0-Ub-SBU")
                        StaticCell("Buttons", detail: "ButtonViewController", style: .subtitle)
                            .segue(.showDetail, to: "JOI-11-xgr")
                        StaticCell("Date Picker", detail: "DatePickerController", style: .subtitle)
                            .segue(.showDetail, to: "kZ9-XK-Aa6")
                        StaticCell("Image View", detail: "ImageViewController", style: .subtitle)
                            .segue(.showDetail, to: "PtF-vt-hJJ")
                        StaticCell("Page Control", detail: "PageControlViewController", style: .subtitle)
                            .segue(.showDetail, to: "jVo-88-dub")
                        StaticCell("Picker View", detail: "PickerViewController", style: .subtitle)
                            .segue(.showDetail, to: "upa-p3-O3r")
                        StaticCell("Progress Views", detail: "ProgressViewController", style: .subtitle)
                            .segue(.showDetail, to: "u6u-ko-s7H")
                        StaticCell("Segmented Controls", detail: "SegmentedControlViewController", style: .subtitle)
                            .segue(.showDetail, to: "av9-5l-681")
                        StaticCell("Sliders", detail: "SliderViewController", style: .subtitle)
                            .segue(.showDetail, to: "fyN-ao-mNW")
                        StaticCell("Stack Views", detail: "StackViewController", style: .subtitle)
                            .segue(.showDetail, to: "mN2-KO-6A2")
                        StaticCell("Steppers", detail: "StepperViewController", style: .subtitle)
                            .segue(.showDetail, to: "3hj-3A-Jeu")
                        StaticCell("Switches", detail: "SwitchViewController", style: .subtitle)
                            .segue(.showDetail, to: "z9a-R6-EDf")
                        StaticCell("Text Fields", detail: "TextFieldViewController", style: .subtitle)
                            .segue(.showDetail, to: "VO7-2f-x5T")
                        StaticCell("Text View", detail: "TextViewController", style: .subtitle)
                            .segue(.showDetail, to: "4VS-2r-7OB")
                        StaticCell("Web View", detail: "WebViewController", style: .subtitle)
                            .segue(.showDetail, to: "qr8-uD-JZA")
                        StaticCell("Search")
                            .segue(.showDetail, to: "qCe-qZ-xUZ")
                        StaticCell("Toolbars")
                            .segue(.showDetail, to: "b4J-Sc-TeP")
                    }
                }
            }
        } detail: {
            NavigationController("0Vj-0D-3tU", title: "Navigation Controller") {
                ViewController("SVQ-IJ-reh", title: "View Controller") {
                    NavigationItem()
                    Label("Explore UIKit controls as you navigate UIKitCatalog. For more information on how UIKitCatalog is structured, consult the ReadMe.")
                }
            }
        }
        NavigationController("ob4-mD-tic", title: "Navigation Controller") {
            TableViewController("08q-TN-XKe", class: "ActivityIndicatorViewController", style: .grouped) {
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
        NavigationController("MJ0-Ub-SBU", title: "Navigation Controller") {
            TableViewController("Va4-Ge-jQn", class: "AlertControllerViewController", style: .grouped) {
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
        NavigationController("JOI-11-xgr", title: "Navigation Controller") {
            TableViewController("gl0-hM-EWg", class: "ButtonViewController", style: .grouped) {
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
        NavigationController("kZ9-XK-Aa6", title: "Navigation Controller") {
            ViewController("QVr-ji-WII", class: "DatePickerController") {
                NavigationItem("Date Picker")
                DatePicker(mode: "dateAndTime")
                Label("Current Date Label")
            }
        }
        NavigationController("jVo-88-dub", title: "Navigation Controller") {
            ViewController("ZSF-lM-gQa", class: "PageControlViewController") {
                NavigationItem("Page Control")
                PageControl(pages: 3)
            }
        }
        NavigationController("upa-p3-O3r", title: "Navigation Controller") {
            ViewController("hIc-I2-PiV", class: "PickerViewController") {
                NavigationItem("Picker View")
                PickerView()
            }
        }
        NavigationController("av9-5l-681", title: "Navigation Controller") {
            TableViewController("Eil-ie-nN6", class: "SegmentedControlViewController", style: .grouped) {
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
        NavigationController("4VS-2r-7OB", title: "Navigation Controller") {
            ViewController("pUP-b0-VMf", class: "TextViewController") {
                NavigationItem("Text View")
                TextView("This is a UITextView that uses attributed text. You can programmatically modify the display of the text by making it bold, highlighted, underlined, tinted, and more. These attributes are defined in NSAttributedString.h. You can even embed attachments in an NSAttributedString!\n")
            }
        }
        NavigationController("b4J-Sc-TeP", title: "Navigation Controller") {
            TableViewController("VeD-XY-hiR") {
                NavigationItem("Toolbars")
                StaticSection {
                    StaticCell("Default", detail: "DefaultToolbarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "FlG-Up-yfw")
                    StaticCell("Tinted", detail: "TintedToolbarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "CRN-u2-9ve")
                    StaticCell("Custom", detail: "CustomToolbarViewController", style: .subtitle, accessory: .disclosureIndicator)
                        .segue(.show, to: "F6w-By-RQf")
                }
            }
        }
        NavigationController("PtF-vt-hJJ", title: "Navigation Controller") {
            ViewController("XCI-A9-c2M", class: "ImageViewController") {
                NavigationItem("Image Views")
                ImageView(nil)
            }
        }
        NavigationController("u6u-ko-s7H", title: "Navigation Controller") {
            TableViewController("aY0-FD-8DD", class: "ProgressViewController", style: .grouped) {
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
        NavigationController("qr8-uD-JZA", title: "Navigation Controller") {
            ViewController("i9U-A8-mkf", class: "WebViewController") {
                NavigationItem("Web View")
                TextField("Enter an address", text: "http://apple.com")
                WebView()
            }
        }
        // Export loss: scene "qCe-qZ-xUZ": its navigation item and views are left out; a container or storyboard reference declares no content
        StoryboardReference("qCe-qZ-xUZ", storyboard: "Search", title: "Search")
        NavigationController("VO7-2f-x5T", title: "Navigation Controller") {
            TableViewController("DSJ-7r-oCY", class: "TextFieldViewController", style: .grouped) {
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
        NavigationController("z9a-R6-EDf", title: "Navigation Controller") {
            TableViewController("zcI-oN-J3j", class: "SwitchViewController", style: .grouped) {
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
        NavigationController("3hj-3A-Jeu", title: "Navigation Controller") {
            TableViewController("Ob2-pp-aCj", class: "StepperViewController", style: .grouped) {
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
        NavigationController("fyN-ao-mNW", title: "Navigation Controller") {
            TableViewController("laz-6N-ZhE", class: "SliderViewController", style: .grouped) {
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
        NavigationController("mN2-KO-6A2", title: "Navigation Controller") {
            ViewController("K8w-Uq-R9J", class: "StackViewController") {
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
        ViewController("CRN-u2-9ve", class: "TintedToolbarViewController") {
            NavigationItem("Tinted Toolbar")
            ToolbarView {
                BarButton("Item")
            }
        }
        ViewController("F6w-By-RQf", class: "CustomToolbarViewController") {
            NavigationItem("Custom Toolbar")
            ToolbarView {
                BarButton("Item")
            }
        }
        ViewController("FlG-Up-yfw", class: "DefaultToolbarViewController") {
            NavigationItem("Default Toolbar")
            ToolbarView {
                BarButton("Item")
            }
        }
    }
}
