import Storyflow

/// Reads UIKit controls and content views (switches, sliders, segmented controls, search bars, maps…)
/// into ``Control``s.
enum ControlReader {
    /// The control kind of an Interface Builder element name, if it is one.
    static func kind(of elementName: String) -> Control.Kind? {
        switch elementName {
        case "switch": .switch
        case "slider": .slider
        case "segmentedControl": .segmentedControl
        case "stepper": .stepper
        case "progressView": .progressView
        case "activityIndicatorView": .activityIndicator
        case "pageControl": .pageControl
        case "pickerView": .picker
        case "datePicker": .datePicker
        case "searchBar": .searchBar
        case "textView": .textView
        case "webView", "wkWebView": .webView
        case "mapView": .mapView
        case "progressIndicator": .progressView
        case "popUpButton": .popUpButton
        default: nil
        }
    }

    /// The macOS check box or radio button a `button` element is (its cell's `type` is `check` or `radio`), if it is one.
    static func choiceKind(ofButton node: XMLTreeNode) -> Control.Kind? {
        switch node.child(key: "cell")?["type"] {
        case "check": .checkBox
        case "radio": .radioButton
        default: nil
        }
    }

    /// The control `node` stands for, as a `kind`. macOS controls keep their values in their `cell`;
    /// a spinning `progressIndicator` is an activity indicator.
    static func control(_ node: XMLTreeNode, kind: Control.Kind, id: String) -> Control {
        let cell = node.child(key: "cell")
        let kind = kind == .progressView && node["style"] == "spinning" ? .activityIndicator : kind
        var control = Control(id: id, kind: kind)
        switch kind {
        case .switch:
            control.isOn = node["on"] == "YES" || node["state"] == "on"
        case .slider:
            control.value = fraction(node["value"] ?? cell?["doubleValue"], min: node["minValue"] ?? cell?["minValue"],
                                     max: node["maxValue"] ?? cell?["maxValue"])
        case .progressView:
            control.value = node["progress"].flatMap(Double.init)
                ?? fraction(node["doubleValue"], min: node["minValue"], max: node["maxValue"] ?? "100")
        case .segmentedControl:
            let segments = (node.child("segments") ?? cell?.child("segments"))?.children.filter { $0.name == "segment" } ?? []
            control.titles = segments.map { $0["title"] ?? $0["label"] ?? "" }
            control.selectedIndex = node["selectedSegmentIndex"].flatMap(Int.init) ?? segments.firstIndex { $0["selected"] == "YES" }
        case .pageControl:
            control.count = node["numberOfPages"].flatMap(Int.init)
            control.selectedIndex = node["currentPage"].flatMap(Int.init)
        case .datePicker:
            control.text = node["datePickerMode"]
        case .searchBar:
            control.text = node["text"] ?? node["placeholder"]
        case .textView:
            control.text = node.labelText
        case .checkBox, .radioButton:
            control.text = node.buttonTitle
            control.isOn = cell?["state"] == "on"
        case .popUpButton:
            control.text = selectedItem(ofPopUp: cell)
        case .stepper, .activityIndicator, .picker, .webView, .mapView:
            break
        }
        return control
    }

    /// The title of a pop-up button's selected item: the menu item its cell's `selectedItem` names, else
    /// the cell's title, else the first item's.
    private static func selectedItem(ofPopUp cell: XMLTreeNode?) -> String? {
        let items = cell?.child("menu", key: "menu")?.child("items")?.children.filter { $0.name == "menuItem" } ?? []
        if let selected = cell?["selectedItem"], let item = items.first(where: { $0.id == selected }), let title = item["title"] {
            return title
        }
        return cell?["title"] ?? items.first?["title"]
    }

    /// `value` as a fraction of the range from `min` (0) to `max` (1).
    private static func fraction(_ value: String?, min: String?, max: String?) -> Double? {
        guard let value = value.flatMap(Double.init) else { return nil }
        let low = min.flatMap(Double.init) ?? 0
        let high = max.flatMap(Double.init) ?? 1
        return high > low ? Swift.min(Swift.max((value - low) / (high - low), 0), 1) : nil
    }
}
